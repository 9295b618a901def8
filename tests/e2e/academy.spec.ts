import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated, isPhone, waitForHydration } from './fixtures';
import { courses, lessonHeading } from '../../src/components/Academy/courses';
import { clearedMessage, notSavedMessage, storageKey } from '../../src/components/Academy/progress';

const foundational = courses.find((course) => course.id === 'foundational')!;
const total = foundational.lessons.length;
const lesson = (number: number) => foundational.lessons[number - 1]!;

function progressPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Your progress' });
}

function progressBar(page: Page): Locator {
  return progressPanel(page).getByRole('progressbar', { name: 'Lessons done' });
}

function doneBox(page: Page, number: number): Locator {
  return progressPanel(page).getByRole('checkbox', {
    name: `Mark as done: ${lessonHeading(lesson(number))}`,
    exact: true,
  });
}

async function expectDone(page: Page, done: number): Promise<void> {
  const label = `${done} of ${total} lessons done`;
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', String(done));
  await expect(progressBar(page)).toHaveAttribute('aria-valuetext', label);
  await expect(progressPanel(page).getByText(label, { exact: true })).toBeVisible();
}

function storedProgress(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), storageKey(foundational.id));
}

/** Opens the Foundational course and waits until the stored progress has been read. */
async function openFoundational(page: Page): Promise<void> {
  await gotoHydrated(page, foundational.path);
  await expect(doneBox(page, 1)).toBeEnabled();
}

test.describe('academy course pages', () => {
  for (const course of courses) {
    test(`${course.path} shows its banner and lessons`, async ({ page }) => {
      await gotoHydrated(page, course.path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(course.title);

      const lessonHeadings = page.locator('article h2').filter({ hasText: /^Lesson \d+: / });
      await expect(lessonHeadings).toHaveCount(course.lessons.length);

      const banner = page.getByRole('region', { name: course.title, exact: true });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('heading')).toHaveCount(0);
      const fact = (term: string) =>
        banner.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd`);
      await expect(fact('Level')).toHaveText(course.level);
      await expect(fact('Lessons')).toHaveText(String(course.lessons.length));
      await expect(fact('Time')).toHaveText(course.time);
      await expect(fact('Who it is for')).toHaveText(course.audience);
      await expect(
        banner.getByRole('list', { name: 'After this course, you can:' }).getByRole('listitem'),
      ).toHaveText(course.outcomes.map((outcome) => `${outcome}.`));

      const links = progressPanel(page).getByRole('link');
      await expect(links).toHaveCount(course.lessons.length);
      for (const [index, entry] of course.lessons.entries()) {
        await expect(links.nth(index)).toHaveText(lessonHeading(entry));
        await expect(links.nth(index)).toHaveAttribute('href', `#${entry.id}`);
        // toContainText: the heading also holds the theme's zero-width hash link.
        await expect(page.locator(`h2[id="${entry.id}"]`)).toContainText(lessonHeading(entry));
      }
      await expect(progressBar(page)).toHaveAttribute('aria-valuemin', '0');
      await expect(progressBar(page)).toHaveAttribute(
        'aria-valuemax',
        String(course.lessons.length),
      );
    });
  }

  test('the server renders the progress empty and disabled, the browser enables it', async ({
    page,
    request,
  }) => {
    const response = await request.get(foundational.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const panel = html.slice(html.indexOf('>Your progress<')).split('</section>')[0] ?? '';
    expect(panel).toContain(`0 of ${total} lessons done`);
    // The HTML is minified: attribute quotes are optional.
    expect(panel).toMatch(/role="?progressbar"?[^>]*aria-valuenow="?0"?[\s>]/);
    const boxes = panel.match(/<input[^>]*type="?checkbox"?[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(total);
    for (const box of boxes) expect(box).toContain('disabled');

    await openFoundational(page);
    await expect(progressPanel(page).getByRole('checkbox', { disabled: true })).toHaveCount(0);
  });
});

test.describe('lesson progress', () => {
  test('marking a lesson done fills the bar and survives a reload', async ({ page }) => {
    await openFoundational(page);
    await expectDone(page, 0);
    expect(await storedProgress(page)).toBeNull();

    await doneBox(page, 3).check();
    await expectDone(page, 1);
    const fillWidth = await progressBar(page)
      .locator('div')
      .evaluate((fill) => fill.getBoundingClientRect().width);
    expect(fillWidth).toBeGreaterThan(0);
    expect(JSON.parse((await storedProgress(page)) ?? 'null')).toEqual({ done: [lesson(3).id] });

    await doneBox(page, 1).check();
    await expectDone(page, 2);

    await page.reload();
    await waitForHydration(page);
    await expectDone(page, 2);
    await expect(doneBox(page, 1)).toBeChecked();
    await expect(doneBox(page, 3)).toBeChecked();
    await expect(doneBox(page, 2)).not.toBeChecked();

    await doneBox(page, 3).uncheck();
    await expectDone(page, 1);
    expect(JSON.parse((await storedProgress(page)) ?? 'null')).toEqual({ done: [lesson(1).id] });
  });

  test('reset clears the progress, also after a reload', async ({ page }) => {
    await openFoundational(page);
    await doneBox(page, 2).check();
    await doneBox(page, 5).check();
    await expectDone(page, 2);

    await progressPanel(page).getByRole('button', { name: 'Reset progress' }).click();
    await expectDone(page, 0);
    await expect(progressPanel(page).getByRole('status')).toHaveText(clearedMessage);
    await expect(progressPanel(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(await storedProgress(page)).toBeNull();

    await page.reload();
    await waitForHydration(page);
    await expectDone(page, 0);
  });

  test('works with the keyboard alone', async ({ page }) => {
    test.skip(isPhone(page), 'keyboard navigation is a desktop concern');
    await openFoundational(page);
    const firstLink = progressPanel(page).getByRole('link', { name: lessonHeading(lesson(1)) });
    await firstLink.focus();

    await page.keyboard.press('Tab');
    await expect(doneBox(page, 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(doneBox(page, 1)).toBeChecked();

    await page.keyboard.press('Tab');
    await expect(
      progressPanel(page).getByRole('link', { name: lessonHeading(lesson(2)) }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(doneBox(page, 2)).toBeFocused();
    await page.keyboard.press('Space');
    await expectDone(page, 2);

    // On past the other lessons to the reset button.
    const reset = progressPanel(page).getByRole('button', { name: 'Reset progress' });
    for (let presses = 0; presses < 2 * total; presses += 1) {
      if (await reset.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(reset).toBeFocused();
    await page.keyboard.press('Enter');
    await expectDone(page, 0);
    await expect(reset).toBeFocused();

    // A lesson link jumps to its section.
    await firstLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${lesson(1).id}$`));
    await expect(page.locator(`h2[id="${lesson(1).id}"]`)).toBeInViewport();
  });

  test('bad stored data reads as no progress and is replaced on the next change', async ({
    page,
  }) => {
    await openFoundational(page);
    for (const [stored, done] of [
      ['{not json', 0],
      ['["lesson-1-what-a-feature-flag-is"]', 0],
      ['{"done":"lesson-1-what-a-feature-flag-is"}', 0],
      [JSON.stringify({ done: [lesson(2).id, 'lesson-42-removed', 7, lesson(2).id] }), 1],
    ] as const) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: storageKey(foundational.id),
        value: stored,
      });
      await page.reload();
      await waitForHydration(page);
      await expect(doneBox(page, 1)).toBeEnabled();
      await expectDone(page, done);
    }
    await doneBox(page, 4).check();
    expect(JSON.parse((await storedProgress(page)) ?? 'null')).toEqual({
      done: [lesson(2).id, lesson(4).id],
    });
  });

  test('blocked storage: lessons can still be marked for this visit, and the page says so', async ({
    page,
  }) => {
    await page.addInitScript((prefix) => {
      const blocked = <A extends unknown[], R>(original: (this: Storage, ...args: A) => R) =>
        function (this: Storage, ...args: A): R {
          if (String(args[0]).startsWith(prefix)) {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          }
          return original.apply(this, args);
        };
      Storage.prototype.getItem = blocked(Storage.prototype.getItem);
      Storage.prototype.setItem = blocked(Storage.prototype.setItem);
      Storage.prototype.removeItem = blocked(Storage.prototype.removeItem);
    }, 'unleash-academy:');
    await openFoundational(page);
    await expect(progressPanel(page).getByRole('status')).toHaveText(notSavedMessage);
    await doneBox(page, 1).check();
    await expectDone(page, 1);

    await page.reload();
    await waitForHydration(page);
    await expect(doneBox(page, 1)).toBeEnabled();
    await expectDone(page, 0);
  });

  test('another tab sees a lesson marked done', async ({ page, context }) => {
    await openFoundational(page);
    const other = await context.newPage();
    await gotoHydrated(other, foundational.path);
    await doneBox(page, 6).check();
    await expect(doneBox(other, 6)).toBeChecked();
    await expectDone(other, 1);
    await other.close();
  });
});

test.describe('academy introduction', () => {
  test('lists the courses as cards with the reader’s progress', async ({ page }) => {
    await openFoundational(page);
    await doneBox(page, 1).check();
    await doneBox(page, 2).check();

    await gotoHydrated(page, '/unleash-academy/introduction');
    const cards = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.getByRole('listitem')).toHaveCount(courses.length);
    for (const [index, course] of courses.entries()) {
      const card = cards.getByRole('listitem').nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(course.title);
      await expect(card.getByRole('link', { name: course.title })).toHaveAttribute(
        'href',
        course.path,
      );
      await expect(card).toContainText(course.level);
      await expect(card).toContainText(`${course.lessons.length} lessons`);
      await expect(card).toContainText(
        course === foundational ? `2 of ${total} lessons done` : 'Not started',
      );
    }

    await cards.getByRole('link', { name: foundational.title }).click();
    await expect(page).toHaveURL(new RegExp(`${foundational.path}$`));
    await expectDone(page, 2);
  });
});

test.describe('academy layout', () => {
  test('the banner, progress and cards fit a phone screen', async ({ page }) => {
    test.skip(!isPhone(page), 'phone only');
    const width = page.viewportSize()!.width;
    for (const course of courses) {
      await gotoHydrated(page, course.path);
      for (const box of [
        page.getByRole('region', { name: course.title, exact: true }),
        progressPanel(page),
      ]) {
        const rect = (await box.boundingBox())!;
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(width);
        const inner = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(inner, `${course.path}: content wider than its box`).toBeLessThanOrEqual(0);
      }
    }
    await gotoHydrated(page, '/unleash-academy/introduction');
    const cards = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
    for (const card of await cards.getByRole('listitem').all()) {
      const rect = (await card.boundingBox())!;
      expect(rect.x + rect.width).toBeLessThanOrEqual(width);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`text in the banner and progress has 4.5:1 contrast in ${theme} mode`, async ({
      page,
    }) => {
      test.skip(isPhone(page), 'colours do not depend on the viewport');
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      await openFoundational(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await doneBox(page, 1).check(); // a done row has its own background

      const problems = await page
        .locator('article section[aria-labelledby]')
        .evaluateAll((sections) => {
          const rgba = (value: string): number[] | null => {
            const parts = value.match(/[\d.]+/g)?.map(Number);
            return parts && parts.length >= 3
              ? [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
              : null;
          };
          const luminance = (color: number[]): number => {
            const [r, g, b] = color.slice(0, 3).map((channel) => {
              const c = channel / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const background = (element: Element): number[] => {
            for (let node: Element | null = element; node; node = node.parentElement) {
              const color = rgba(getComputedStyle(node).backgroundColor);
              if (color && color[3]! > 0) return color;
            }
            return [255, 255, 255, 1];
          };
          const found: string[] = [];
          for (const section of sections) {
            for (const element of [section, ...Array.from(section.querySelectorAll('*'))]) {
              const hasText = Array.from(element.childNodes).some(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              );
              if (!hasText || element.getBoundingClientRect().width <= 1) continue;
              const text = rgba(getComputedStyle(element).color)!;
              const [light, dark] = [luminance(text), luminance(background(element))].sort(
                (a, b) => b - a,
              );
              const ratio = (light! + 0.05) / (dark! + 0.05);
              if (ratio < 4.5) found.push(`${element.textContent?.trim()}: ${ratio.toFixed(2)}`);
            }
          }
          return found;
        });
      expect(problems).toEqual([]);
    });
  }
});
