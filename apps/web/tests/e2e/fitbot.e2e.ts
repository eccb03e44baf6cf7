import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { go, passwordSignIn, signUpInPopup } from "./shop.ts";

// FitBot's guided workout (docs/product.md, "FitBot"): pick the one-minute Quick start, follow the player
// (keys, pause, a reload in the middle, skip, Done, a countdown running out), and land on the results page,
// which saves the session and shows the history. Saving posts to the API from the page, which it accepts
// only from its own site: these journeys run on the accounts server.
const origin = inject("accountsOrigin");
const SHOTS = process.env.FITBOT_SHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function startQuickStart(page: Page): Promise<void> {
  await go(page, origin, "/fitness/fitbot");
  await page.getByRole("heading", { name: "Pick a workout" }).waitFor();
  await page.getByRole("button", { name: "Strength and functional", pressed: false }).click();
  // The chip's colours fade in (transition-colors): axe would read a half-way contrast.
  await page.getByRole("button", { name: "Strength and functional", pressed: true }).waitFor();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const card = page.locator("[data-testid='workout-card'][data-workout-id='wk-quick-start']");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fitbot-picker.png`, fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
  // The category row scrolls on its own; the page itself never scrolls sideways.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await card.getByRole("button", { name: "Start workout" }).click();
  await page.getByTestId("fitbot-player").waitFor();
}

/** The live region said this (it changes once per exercise or rest, not every second). */
const announced = (page: Page, text: string) =>
  page.getByTestId("fitbot-announcement").filter({ hasText: text }).waitFor({ state: "attached" });

const exercise = (page: Page) => page.getByTestId("fitbot-exercise").innerText();

describe("a FitBot workout", () => {
  it("the demo shopper follows the player to the end and sees the results and history", async () => {
    const page = await newPage(browser, 390);
    const cookies = await passwordSignIn(origin, "priya@example.com", "ojas-demo-2026");
    await page.context().addCookies(cookies.map((c) => ({ ...c, url: origin })));
    await startQuickStart(page);

    expect(await exercise(page)).toBe("Jumping jacks");
    await page.getByTestId("fitbot-countdown").waitFor();
    expect(await page.getByTestId("fitbot-next").innerText()).toContain("Body-weight squats");
    await announced(page, "Exercise 1 of 3: Jumping jacks, 10 seconds.");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fitbot-player.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Space pauses; the session survives a reload, paused where it was.
    await page.keyboard.press("Space");
    await page.getByTestId("fitbot-paused").waitFor();
    const left = await page.getByTestId("fitbot-countdown").innerText();
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Welcome back. Your workout is paused where you left it.").waitFor();
    expect(await exercise(page)).toBe("Jumping jacks");
    expect(await page.getByTestId("fitbot-countdown").innerText()).toBe(left);
    await page.getByRole("button", { name: "Resume" }).click();

    // The right arrow skips the exercise, the button skips the rest.
    await page.keyboard.press("ArrowRight");
    await page.getByRole("button", { name: "Skip rest" }).click();
    expect(await exercise(page)).toBe("Body-weight squats");
    expect(await page.getByTestId("fitbot-reps").innerText()).toContain("8");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await page.keyboard.press("ArrowRight");
    expect(await exercise(page)).toBe("Forearm plank");
    await announced(page, "Exercise 3 of 3: Forearm plank");
    // The plank's ten seconds run out by themselves and the session ends.
    await page.waitForURL(/\/fitness\/fitbot\/workout\/post-session\/results\/?$/, { timeout: 20_000 });

    await page.getByRole("heading", { name: "Workout complete. Nice work.", level: 1 }).waitFor();
    await page.getByTestId("result-saved").waitFor();
    expect(await page.getByTestId("result-title").innerText()).toBe("Quick start: one-minute wake-up");
    expect(await page.getByTestId("result-exercises").innerText()).toBe("2/3");
    expect(await page.getByTestId("result-minutes").innerText()).toMatch(/^\d+ min$/);
    expect(await page.getByTestId("result-calories").innerText()).toMatch(/^≈\d+$/);
    const history = page.getByTestId("workout-history");
    await history.getByTestId("history-row").first().waitFor();
    expect(await history.getByTestId("history-row").first().innerText()).toContain("Quick start");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fitbot-results.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The account shows the same history.
    await go(page, origin, "/account/workouts");
    await page.getByTestId("history-row").first().waitFor();
    expect(await page.getByTestId("history-row").first().innerText()).toContain("Quick start");
    await page.context().close();
  });

  it("keeps a finished workout on the device until the shopper signs in, then saves it", async () => {
    const page = await newPage(browser);
    await startQuickStart(page);
    await page.getByRole("button", { name: "Skip exercise" }).click();
    await page.getByRole("button", { name: "Skip rest" }).click();
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await page.getByRole("button", { name: "End workout now" }).click();
    await page.waitForURL(/\/post-session\/results\/?$/);
    await page.getByTestId("result-sign-in").waitFor();
    expect(await page.getByTestId("result-exercises").innerText()).toBe("1/3");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fitbot-sign-in.png`, fullPage: true });

    // Still there after a reload.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign in to save" }).click();
    await signUpInPopup(page, origin, "IN");
    await page.getByTestId("result-saved").waitFor();
    await page.getByTestId("history-row").first().waitFor();
    expect(await page.getByTestId("history-row").count()).toBe(1);
    // Saved once: a reload shows it as the latest, with nothing left to save.
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Your latest workout").waitFor();
    expect(await page.getByTestId("history-row").count()).toBe(1);
    await page.context().close();
  });
});
