import type { CatalogTexts } from "./catalog-text.ts";

/** The site's categories, in display order: a category's sort_order is its position here. */
export const categories = [
  {
    slug: "web-tools",
    text: {
      en: {
        name: "Web Tools",
        description: "Utilities to inspect, share and verify links and web addresses.",
      },
      fr: {
        name: "Outils web",
        description: "Des utilitaires pour examiner, partager et vérifier des liens et des adresses web.",
      },
      vi: {
        name: "Công cụ web",
        description: "Các tiện ích giúp kiểm tra, chia sẻ và xác minh liên kết cũng như địa chỉ web.",
      },
    },
  },
  {
    slug: "text-tools",
    text: {
      en: {
        name: "Text Tools",
        description: "Clean up, convert and analyse text before you quote, compare or publish it.",
      },
      fr: {
        name: "Outils de texte",
        description:
          "Nettoyez, convertissez et analysez un texte avant de le citer, de le comparer ou de le publier.",
      },
      vi: {
        name: "Công cụ văn bản",
        description:
          "Làm sạch, chuyển đổi và phân tích văn bản trước khi trích dẫn, đối chiếu hoặc đăng tải.",
      },
    },
  },
  {
    slug: "analytics",
    text: {
      en: {
        name: "Analytics",
        description: "Measure how links and texts perform so that your conclusions rest on evidence.",
      },
      fr: {
        name: "Analyse",
        description: "Mesurez la portée des liens et des textes pour fonder vos conclusions sur des faits.",
      },
      vi: {
        name: "Phân tích",
        description: "Đo lường hiệu quả của liên kết và văn bản để kết luận của bạn dựa trên bằng chứng.",
      },
    },
  },
  {
    slug: "time-tools",
    text: {
      en: {
        name: "Time Tools",
        description: "Check dates, durations and time zones when you reconstruct a timeline of events.",
      },
      fr: {
        name: "Outils de date et d’heure",
        description:
          "Vérifiez dates, durées et fuseaux horaires lorsque vous reconstituez la chronologie d’événements.",
      },
      vi: {
        name: "Công cụ thời gian",
        description:
          "Kiểm tra ngày tháng, khoảng thời gian và múi giờ khi dựng lại dòng thời gian của sự kiện.",
      },
    },
  },
  {
    slug: "planning",
    text: {
      en: {
        name: "Planning",
        description: "Organise research and verification work into clear steps you can track.",
      },
      fr: {
        name: "Planification",
        description:
          "Organisez votre travail de recherche et de vérification en étapes claires et faciles à suivre.",
      },
      vi: {
        name: "Lập kế hoạch",
        description: "Sắp xếp công việc nghiên cứu và kiểm chứng thành các bước rõ ràng, dễ theo dõi.",
      },
    },
  },
] as const satisfies readonly { slug: string; text: CatalogTexts }[];

export type CategorySlug = (typeof categories)[number]["slug"];
