import { expect, test } from "@playwright/test";
import { openHydrated, text } from "./locales.ts";

test("the language switcher keeps the page, remembers the choice and survives a reload", async ({ page }) => {
  await openHydrated(page, "/en/about");
  await page.getByLabel("Language").selectOption("fr");
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "about:title"));
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "about:title"));

  // A bare address now follows the stored choice, rendered by the server in French from the start.
  const response = await openHydrated(page, "/help");
  expect(await response?.text()).toContain(`<html lang="fr"`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "help:title"));

  await page.getByLabel("Langue").selectOption("vi");
  await expect(page).toHaveURL(/\/vi\/help$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
});

test("?lang= wins over the path and the stored choice", async ({ page }) => {
  await openHydrated(page, "/fr/about?lang=vi");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
});

test("the theme button cycles light, dark and system, and the choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await openHydrated(page, "/en");
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName("Theme: System. Switch to Light");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Theme: Light. Switch to Dark");
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(toggle).toHaveAccessibleName("Theme: Dark. Switch to System");
  await toggle.click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
});

test("a stored dark theme applies before the first paint", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  // Record the class as soon as the body exists, before any bundle runs.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") {
        (window as unknown as { firstClass: string }).firstClass = document.documentElement.className;
      }
    });
  });
  await openHydrated(page, "/en/about");
  expect(await page.evaluate(() => (window as unknown as { firstClass: string }).firstClass)).toContain(
    "dark",
  );
});

test("Sign In opens the Coming Soon dialog; Escape closes it and focus returns", async ({ page }) => {
  await openHydrated(page, "/en");
  const signIn = page.getByRole("button", { name: "Sign In" });
  await signIn.click();
  const dialog = page.getByRole("dialog", { name: "Coming Soon" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "User accounts and personalization features are currently under development. Stay tuned for updates!",
  );
  await expect(dialog).toContainText(
    "We're working hard to bring you personal accounts with saved tools, history, and custom preferences. Check back soon!",
  );
  // Focus stays inside the dialog while it is open.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  await signIn.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Got it" }).click();
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();
});

test("the dialog speaks the page's language", async ({ page }) => {
  await openHydrated(page, "/vi");
  await page.getByRole("button", { name: text("vi", "common:signIn.button") }).click();
  await expect(page.getByRole("dialog", { name: text("vi", "common:signIn.title") })).toContainText(
    text("vi", "common:signIn.description"),
  );
});

test("the footer links the five categories and the informational pages, with the current year", async ({
  page,
}) => {
  await openHydrated(page, "/en");
  const footer = page.getByRole("contentinfo");
  for (const slug of ["web-tools", "text-tools", "analytics", "time-tools", "planning"]) {
    await expect(footer.locator(`a[href="/en/category/${slug}"]`)).toHaveCount(1);
  }
  for (const page_ of ["help", "about", "discover", "settings", "sitemap", "terms", "privacy"]) {
    await expect(footer.locator(`a[href="/en/${page_}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} VeriTools`);
  await expect(footer.getByRole("img", { name: "GitHub" })).toBeVisible();
});

test("no extra session element for an anonymous visitor", async ({ page }) => {
  await openHydrated(page, "/en");
  await expect(page.getByRole("region", { name: "Your account" })).toHaveCount(0);
});

test("settings changes the language and the theme", async ({ page }) => {
  await openHydrated(page, "/en/settings");
  await expect(page.getByTestId("current-language")).toHaveText("Current language: English");
  await page.getByLabel("Interface language").selectOption("fr");
  await expect(page).toHaveURL(/\/fr\/settings$/);
  await expect(page.getByTestId("current-language")).toHaveText("Langue actuelle : Français");
  await page.getByRole("radio", { name: "Sombre" }).check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: /^Thème/ })).toHaveAccessibleName(/Sombre/);
});

test("client-side navigation brings each page's texts and canonical address", async ({ page }) => {
  await openHydrated(page, "/fr");
  await page.getByRole("contentinfo").getByRole("link", { name: "Politique de confidentialité" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "legal:privacy.title"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/privacy$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Aide" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "help:title"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Accueil de VeriTools" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("fr", "common:pages.home.title"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr$/);
});
