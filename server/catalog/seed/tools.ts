import type { CategorySlug } from "./categories.ts";
import type { Texts } from "./types.ts";

export interface ToolSeed {
  slug: string;
  category: CategorySlug;
  /** A lucide icon name in PascalCase. */
  icon: string;
  featured: boolean;
  /** Listed but not openable yet. */
  comingSoon: boolean;
  text: Texts;
}

// Every category has an active tool, so every footer link leads to a page with content, and four tools
// are featured, the size of the home page grid.
export const tools: readonly ToolSeed[] = [
  {
    slug: "url-shortener",
    category: "web-tools",
    icon: "Link",
    featured: true,
    comingSoon: false,
    text: {
      en: {
        name: "URL Shortener",
        description: "Shorten long links, check them for known threats and preview where they lead.",
      },
      fr: {
        name: "Raccourcisseur d'URL",
        description:
          "Raccourcissez les liens trop longs, vérifiez-les contre les menaces connues et prévisualisez leur destination.",
      },
      vi: {
        name: "Rút gọn liên kết",
        description: "Rút gọn liên kết dài, kiểm tra các mối đe dọa đã biết và xem trước trang đích.",
      },
    },
  },
  {
    slug: "qr-code-generator",
    category: "web-tools",
    icon: "QrCode",
    featured: false,
    comingSoon: true,
    text: {
      en: {
        name: "QR Code Generator",
        description: "Turn a link into a QR code and see exactly where it points before you share it.",
      },
      fr: {
        name: "Générateur de code QR",
        description: "Transformez un lien en code QR et voyez exactement où il mène avant de le partager.",
      },
      vi: {
        name: "Tạo mã QR",
        description: "Chuyển liên kết thành mã QR và biết chính xác nó dẫn tới đâu trước khi chia sẻ.",
      },
    },
  },
  {
    slug: "text-tools",
    category: "text-tools",
    icon: "Text",
    featured: true,
    comingSoon: false,
    text: {
      en: {
        name: "Text Tools",
        description:
          "Ten text utilities, from case conversion and counting to slugs and JSON, that run entirely in your browser.",
      },
      fr: {
        name: "Outils de texte",
        description:
          "Dix utilitaires de texte, de la casse et du comptage aux slugs et au JSON, qui fonctionnent entièrement dans votre navigateur.",
      },
      vi: {
        name: "Công cụ văn bản",
        description:
          "Mười tiện ích văn bản, từ đổi chữ hoa chữ thường, đếm từ đến tạo slug và JSON, chạy hoàn toàn trên trình duyệt của bạn.",
      },
    },
  },
  {
    slug: "link-analytics",
    category: "analytics",
    icon: "ChartLine",
    featured: true,
    comingSoon: true,
    text: {
      en: {
        name: "Link Analytics",
        description: "Follow how often your short links are opened to understand how information spreads.",
      },
      fr: {
        name: "Statistiques de liens",
        description:
          "Suivez la fréquence d'ouverture de vos liens courts pour comprendre comment l'information circule.",
      },
      vi: {
        name: "Thống kê liên kết",
        description: "Theo dõi số lần liên kết rút gọn được mở để hiểu thông tin lan truyền ra sao.",
      },
    },
  },
  {
    slug: "readability-score",
    category: "analytics",
    icon: "BookOpenCheck",
    featured: false,
    comingSoon: true,
    text: {
      en: {
        name: "Readability Score",
        description: "Estimate how easy a text is to read before you publish or cite it.",
      },
      fr: {
        name: "Score de lisibilité",
        description: "Évaluez la facilité de lecture d'un texte avant de le publier ou de le citer.",
      },
      vi: {
        name: "Điểm dễ đọc",
        description: "Ước tính mức độ dễ đọc của một văn bản trước khi đăng tải hoặc trích dẫn.",
      },
    },
  },
  {
    slug: "time-zone-converter",
    category: "time-tools",
    icon: "Clock",
    featured: true,
    comingSoon: true,
    text: {
      en: {
        name: "Time Zone Converter",
        description: "Convert a time between zones to check when an event really happened.",
      },
      fr: {
        name: "Convertisseur de fuseaux horaires",
        description:
          "Convertissez une heure d'un fuseau à l'autre pour vérifier quand un événement a réellement eu lieu.",
      },
      vi: {
        name: "Chuyển đổi múi giờ",
        description: "Quy đổi thời gian giữa các múi giờ để xác định sự việc thực sự diễn ra lúc nào.",
      },
    },
  },
  {
    slug: "date-difference",
    category: "time-tools",
    icon: "CalendarDays",
    featured: false,
    comingSoon: true,
    text: {
      en: {
        name: "Date Difference",
        description: "Count the days between two dates to check the timeline of a claim.",
      },
      fr: {
        name: "Écart entre deux dates",
        description:
          "Calculez le nombre de jours entre deux dates pour vérifier la chronologie d'une affirmation.",
      },
      vi: {
        name: "Khoảng cách ngày",
        description: "Tính số ngày giữa hai mốc thời gian để kiểm tra dòng thời gian của một thông tin.",
      },
    },
  },
  {
    slug: "task-planner",
    category: "planning",
    icon: "ListChecks",
    featured: false,
    comingSoon: true,
    text: {
      en: {
        name: "Task Planner",
        description:
          "Break a fact-checking or research project into tasks and follow each one to completion.",
      },
      fr: {
        name: "Planificateur de tâches",
        description:
          "Découpez un projet de vérification ou de recherche en tâches et suivez chacune jusqu'à son terme.",
      },
      vi: {
        name: "Lập kế hoạch công việc",
        description:
          "Chia dự án kiểm chứng hoặc nghiên cứu thành từng đầu việc và theo dõi đến khi hoàn thành.",
      },
    },
  },
];
