// The package's property parts: docProps/core.xml (Dublin Core: who and when), docProps/app.xml (the
// application's own: program, company, template, editing time, counts) and docProps/custom.xml.
import { BoundedText, CappedList, MAX_TEXT } from "./limits.ts";
import type { OfficePackage } from "./package.ts";
import type { AppProperties, CoreProperties, CustomProperty, OfficeProperties } from "./types.ts";
import { attribute } from "./xml-stream.ts";

const CORE_FIELDS = {
  title: "title",
  subject: "subject",
  creator: "creator",
  lastModifiedBy: "lastModifiedBy",
  revision: "revision",
  created: "created",
  modified: "modified",
  lastPrinted: "lastPrinted",
  keywords: "keywords",
  description: "description",
  category: "category",
  contentStatus: "contentStatus",
  language: "language",
  identifier: "identifier",
  version: "version",
} as const satisfies Record<keyof CoreProperties, string>;

const APP_TEXTS = {
  application: "Application",
  appVersion: "AppVersion",
  company: "Company",
  manager: "Manager",
  template: "Template",
  hyperlinkBase: "HyperlinkBase",
} as const;

const APP_NUMBERS = {
  totalTime: "TotalTime",
  pages: "Pages",
  words: "Words",
  characters: "Characters",
  charactersWithSpaces: "CharactersWithSpaces",
  lines: "Lines",
  paragraphs: "Paragraphs",
  slides: "Slides",
  notes: "Notes",
  hiddenSlides: "HiddenSlides",
} as const;

/**
 * The text of each wanted child of a flat part's root, by local name: `fields` maps a report key to an
 * element name. Children of other elements (a vector's entries) are not read.
 */
async function flatFields<Key extends string>(
  office: OfficePackage,
  path: string,
  fields: Record<Key, string>,
): Promise<Record<Key, string | null> | null> {
  const byElement = new Map(Object.entries<string>(fields).map(([key, element]) => [element, key as Key]));
  const values = Object.fromEntries(Object.keys(fields).map((key) => [key, null])) as Record<
    Key,
    string | null
  >;
  let depth = 0;
  let current: { key: Key; text: BoundedText } | null = null;
  const read = await office.readXml(path, {
    open(name) {
      depth++;
      const key = depth === 2 ? byElement.get(name) : undefined;
      if (key !== undefined) current = { key, text: new BoundedText(MAX_TEXT) };
    },
    close() {
      if (depth === 2 && current) {
        values[current.key] = current.text.toString().trim() || null;
        current = null;
      }
      depth--;
    },
    text(text) {
      current?.text.add(text);
    },
  });
  return read || Object.values(values).some((value) => value !== null) ? values : null;
}

function toNumber(value: string | null): number | null {
  if (value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The part a package relationship of this type names, else the usual path. */
async function propertyPart(office: OfficePackage, type: string, usual: string): Promise<string | null> {
  const named = await office.targets("", type);
  return office.find(named[0] ?? usual);
}

async function readCustom(office: OfficePackage, path: string | null): Promise<CappedList<CustomProperty>> {
  const found = new CappedList<CustomProperty>();
  if (!path) return found;
  let property: { name: string; type: string; value: BoundedText } | null = null;
  await office.readXml(path, {
    open(name, attributes) {
      if (name === "property") {
        property = { name: attribute(attributes, "name") ?? "", type: "", value: new BoundedText() };
      } else if (property && property.type === "") property.type = name;
    },
    close(name) {
      if (name === "property" && property) {
        found.push({ name: property.name, type: property.type, value: property.value.toString() });
        property = null;
      }
    },
    text(text) {
      property?.value.add(text);
    },
  });
  return found;
}

/** The three property parts of the package. */
export async function readProperties(office: OfficePackage): Promise<OfficeProperties> {
  const corePath = await propertyPart(office, "core-properties", "docProps/core.xml");
  const appPath = await propertyPart(office, "extended-properties", "docProps/app.xml");
  const customPath = await propertyPart(office, "custom-properties", "docProps/custom.xml");
  const core = corePath ? await flatFields(office, corePath, CORE_FIELDS) : null;
  const appFields = appPath ? await flatFields(office, appPath, { ...APP_TEXTS, ...APP_NUMBERS }) : null;
  const app: AppProperties | null = appFields && {
    application: appFields.application,
    appVersion: appFields.appVersion,
    company: appFields.company,
    manager: appFields.manager,
    template: appFields.template,
    hyperlinkBase: appFields.hyperlinkBase,
    totalTime: toNumber(appFields.totalTime),
    pages: toNumber(appFields.pages),
    words: toNumber(appFields.words),
    characters: toNumber(appFields.characters),
    charactersWithSpaces: toNumber(appFields.charactersWithSpaces),
    lines: toNumber(appFields.lines),
    paragraphs: toNumber(appFields.paragraphs),
    slides: toNumber(appFields.slides),
    notes: toNumber(appFields.notes),
    hiddenSlides: toNumber(appFields.hiddenSlides),
  };
  const custom = await readCustom(office, customPath);
  return { core, app, custom: custom.capped() };
}
