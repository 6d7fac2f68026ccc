import type { Locator, Page } from '@playwright/test';
import { photoRequirementsFor } from '@tmnt/domain';
import { sampleAiAnswer } from '../server/test/support/fake-ai.ts';
import { expect, expectAccessible, test, type Api } from './support/fixtures.ts';
import { AI_TEST_MODEL, aiTest, uploadPhotos } from './support/grading.ts';
import { pngFile } from './support/noise-images.ts';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

async function leonardoCopy(api: Api) {
  const leo = await api.figure('Leonardo', 1988);
  return api.addCopy({ figure_id: leo.id, condition: 'Near Mint' });
}

/** axe in the light theme, then the dark one (the class the toggle sets), then back. */
async function expectAccessibleInBothThemes(page: Page) {
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectAccessible(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

const wizardOf = (page: Page) => page.getByRole('dialog', { name: /AI Figure Grading/ });

/** Picks the option whose label starts the button's name, then Next (or, on the last question, Submit Grading). */
async function answer(wizard: Locator, label: string, last = false) {
  const option = wizard.getByRole('button', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')}`) });
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await wizard.getByRole('button', { name: last ? 'Submit Grading' : 'Next' }).click();
}

// A Mint on Card copy, answered so (weights in brackets, from the carded question set):
//   card_creases [10] Minor crease 75, card_edges [10] Sharp 100, card_surface [10] Faint marks 90,
//   bubble_clarity [10] Light yellowing 75, bubble_structure [15] Perfect 100, figure_paint [10] Near flawless 90,
//   figure_position [5] Slightly shifted 80, accessories_visible [10] One missing 50, figure_joints [5] Cannot assess 70,
//   package_seal [10] Factory sealed 100, price_sticker [5] Torn card surface 10.
// Overall = (750+1000+900+750+1500+900+400+500+350+1000+50)/100 = 81 -> B+.
// Packaging = (750+1000+900+750+1500+1000+50)/70 = 85; paint 90, structure 80, joints 70, completeness 50.
// Confidence: every question but the 'Cannot assess' one (weight 5) judged: 95%.
const MOC_ANSWERS = [
  'Minor crease', 'Sharp', 'Faint marks', 'Light yellowing or scratches', 'Perfect', 'Near flawless', 'Slightly shifted', 'One missing',
  'Cannot assess', 'Factory sealed', 'Torn card surface',
];

test('a copy is graded by the free questionnaire, and the item page shows the report with the earlier grade', async ({ page, api }) => {
  const item = await leonardoCopy(api);
  // An earlier grade, made through the API: every loose question at its best answer.
  const loose = await api.json<{ id: string; options: { value: number }[] }[]>('GET', '/grading/questions?packaging=LOOSE');
  await api.json('POST', `/inventory/${item.id}/grade-manual`, { packaging_status: 'LOOSE', responses: loose.map((q) => ({ questionId: q.id, value: q.options[0].value })) });

  await page.goto(`/inventory/${item.id}`);
  await page.getByRole('button', { name: 'AI Grade' }).click();
  const wizard = wizardOf(page);
  await expect(wizard).toContainText('Leonardo');
  await expect(wizard.getByRole('list', { name: 'Grading steps' }).getByRole('listitem')).toHaveText(['1Packaging', '2Upload Photos', '3Results']);
  await expect(wizard).toContainText('AI Figure Grading · Packaging');
  for (const status of ['Mint on Card', 'Mint in Package', 'Loose', 'Damaged Package']) await expect(wizard.getByRole('button', { name: new RegExp(`^${status}`) })).toBeVisible();
  await wizard.getByRole('button', { name: /^Mint on Card/ }).click();

  await expect(wizard).toContainText('AI Figure Grading · Grading Method');
  await wizard.getByRole('button', { name: /^Questionnaire\s*FREE/ }).click();
  await expect(wizard.getByRole('list', { name: 'Grading steps' }).getByRole('listitem').nth(1)).toHaveText('2Upload Photos');

  await expect(wizard.getByText('Card Condition')).toBeVisible();
  await expect(wizard.getByText('0/11 answered')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  for (const [index, label] of MOC_ANSWERS.entries()) {
    await answer(wizard, label, index === MOC_ANSWERS.length - 1);
    if (index === 0) await expect(wizard.getByText('1/11 answered')).toBeVisible();
  }

  await expect(wizard.getByRole('heading', { name: 'Grading Results' })).toBeVisible();
  await expect(wizard).toContainText('Method: Questionnaire');
  await expect(wizard.getByText('Letter grade').locator('..')).toHaveText('B+Letter grade');
  await expect(wizard.getByText('Overall score').locator('..')).toHaveText('81/100Overall score');
  // A questionnaire is no AI: no confidence is shown.
  await expect(wizard.getByText('Confidence', { exact: true })).toHaveCount(0);
  const breakdown = wizard.getByRole('heading', { name: 'Breakdown' }).locator('..').getByRole('listitem');
  await expect(breakdown).toHaveText(['Paint90/100', 'Structure80/100', 'Joints70/100', 'Completeness50/100', 'Packaging85/100']);
  await expect(wizard).toContainText('not official authentication');
  await expectAccessibleInBothThemes(page);
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(wizard).toHaveCount(0);

  // The item reloads with the new grade: the report shows it as a condition report, the earlier grade beneath.
  await expect(page.getByRole('region', { name: 'AI Grading Report' })).toHaveCount(0);
  const report = page.getByRole('region', { name: 'Condition Report by Questionnaire' });
  await expect(report).toContainText('Method: Questionnaire');
  await expect(report).toContainText('B+');
  await expect(report).toContainText('81/100');
  await expect(report).not.toContainText('Confidence');
  await expect(report.locator('dd').nth(1)).toHaveText('Mint on Card');
  await expect(report.locator('ol').filter({ hasText: 'price sticker' }).getByRole('listitem')).toHaveText([
    'Is there a price sticker or its residue? Torn card surface (10)',
  ]);
  await expect(report.getByRole('listitem').filter({ hasText: 'Packaging Condition' }).first()).toContainText('85/100');
  await expect(report.getByRole('list', { name: 'Earlier grades' }).getByRole('listitem')).toHaveText([/^A\+ · 100\/100\s*Questionnaire\s*Loose/]);
  await expect(page.getByRole('heading', { name: 'Grading Photos' })).toHaveCount(0);
});

test.describe('without an AI key', () => {
  test.use({ serverEnv: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: '', OPENAI_API_KEY: '' } });

  test('the AI option is disabled and says what to set; the dialog opens the wizard too', async ({ page, api }) => {
    const item = await leonardoCopy(api);
    await page.goto(`/collection/${item.id}`);
    await page.getByRole('button', { name: 'AI Grade This Figure' }).click();
    const wizard = wizardOf(page);
    await wizard.getByRole('button', { name: /^Loose/ }).click();
    const aiOption = wizard.getByRole('button', { name: /^AI Photo Grading/ });
    await expect(aiOption).toHaveAccessibleDescription(/^AI grading is not set up: enter an Anthropic API key in Settings/);
    await expect(aiOption).toBeDisabled();
    await expect(aiOption).toContainText('Estimated cost: about $0.05-0.10 per grade, on your own AI key.');
    await expectAccessibleInBothThemes(page);
    await wizard.getByRole('button', { name: 'Back to packaging' }).click();
    await expect(wizard.getByRole('button', { name: /^Loose/ })).toHaveAttribute('aria-pressed', 'true');
    // Escape closes the wizard only; the item dialog stays.
    await page.keyboard.press('Escape');
    await expect(wizard).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Leonardo', exact: true })).toBeVisible();
  });
});

const LOOSE_REQUIRED = photoRequirementsFor('LOOSE').filter((r) => r.required).map((r) => r.name);

/** Opens the wizard from the dialog, chooses Loose and AI, and uploads one photo per required requirement. */
async function photosReady(page: Page, itemId: number) {
  await page.goto(`/collection/${itemId}`);
  // Random 4-pixel squares: over 50 KB and 800x600, so each passes the quality check, yet quick to compress.
  const photos = LOOSE_REQUIRED.map((_, i) => pngFile(`photo-${i + 1}.png`, 1000, 750, { block: 4 }));
  await page.getByRole('button', { name: 'AI Grade This Figure' }).click();
  const wizard = wizardOf(page);
  await wizard.getByRole('button', { name: /^Loose/ }).click();
  await wizard.getByRole('button', { name: /^AI Photo Grading/ }).click();
  await uploadPhotos(wizard, LOOSE_REQUIRED, photos);
  return wizard;
}

aiTest.describe('AI grading', () => {
  // Nine photos made, checked and compressed in the browser, then sent, stored and graded: more than the default minute on a busy machine.
  aiTest.describe.configure({ timeout: 120_000 });

  aiTest('photos are graded: progress, minimise and expand, the result with its cost, then the reports', async ({ page, api, fakeAi }) => {
    const item = await leonardoCopy(api);
    fakeAi.replies.push({ kind: 'grade', answer: sampleAiAnswer({ overallGrade: 73, letterGrade: 'A+', confidence: 64 }) });
    const wizard = await photosReady(page, item.id);
    // The grading request is held in the browser until the progress has been minimised and expanded again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/inventory\/\d+\/grade$/, async (route) => {
      await held;
      await route.continue();
    });
    await wizard.getByRole('button', { name: `Submit ${LOOSE_REQUIRED.length} Photos for AI Grading` }).click();

    await expect(wizard.getByRole('heading', { name: 'Grading your figure' })).toBeVisible();
    await expect(wizard).toContainText('This may take 10-20 seconds.');
    await expect(wizard).toContainText(`${LOOSE_REQUIRED.length} photos`);
    const phases = wizard.getByRole('list', { name: 'Processing steps' }).getByRole('listitem');
    await expect(phases).toHaveCount(10);
    await expect(phases.first()).toHaveAttribute('data-state', /current|done/);
    await expect(phases.last()).toHaveAttribute('data-state', 'pending');
    await expect(phases.nth(1)).toHaveAttribute('data-state', /current|done/);

    await wizard.getByRole('button', { name: 'Minimise' }).click();
    await expect(wizard).toHaveCount(0);
    const panel = page.getByRole('complementary', { name: 'Grading in progress' });
    await expect(panel.getByRole('progressbar', { name: 'Grading progress' })).toBeVisible();
    await expect(panel).toContainText('Grading Leonardo');
    await panel.getByRole('button', { name: 'Expand grading' }).click();
    await expect(panel).toHaveCount(0);
    await expect(wizard.getByRole('heading', { name: 'Grading your figure' })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    expect(fakeAi.requests).toHaveLength(0);
    release();

    // The result replaces the progress once the answer is in.
    await expect(wizard.getByRole('heading', { name: 'Grading Results' })).toBeVisible({ timeout: 15_000 });
    // The server re-derives the letter from the score: 73 is a B-, whatever the model said.
    await expect(wizard.getByText('Letter grade').locator('..')).toHaveText('B-Letter grade');
    await expect(wizard.getByText('Overall score').locator('..')).toHaveText('73/100Overall score');
    await expect(wizard.getByText('Confidence', { exact: true }).locator('..')).toHaveText('64%Confidence');
    await expect(wizard).toContainText(`Method: AI photo grading (${AI_TEST_MODEL})`);
    // 9 photos: 350 + 1600 x 9 = 14,750 input and 950 output tokens at claude-sonnet-4's $3 and $15 per million = $0.0585.
    await expect(wizard).toContainText(`Cost of this grade: $0.06 (${AI_TEST_MODEL}, 14,750 input and 950 output tokens)`);
    await expect(wizard).toContainText('This is an AI-assisted assessment for personal use, not official authentication');
    const thumbnails = wizard.getByRole('link', { name: /Open grading photo \d+ full size/ });
    await expect(thumbnails).toHaveCount(LOOSE_REQUIRED.length);
    await expect(thumbnails.first()).toHaveAttribute('target', '_blank');
    await expect(thumbnails.first()).toHaveAttribute('href', /^\/uploads\/[0-9a-f]{64}\.jpg$/);
    expect(await thumbnails.first().locator('img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    expect(fakeAi.requests).toHaveLength(1);
    await expectAccessibleInBothThemes(page);

    await wizard.getByRole('button', { name: 'Done' }).click();
    await expect(wizard).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Leonardo', exact: true });
    const report = dialog.getByRole('region', { name: 'Professional AI Grading Report' });
    await expect(report).toContainText(`Method: AI photo grading (${AI_TEST_MODEL})`);
    await expect(report).toContainText('73/100');
    await expect(report).toContainText('Cost of this grade: $0.06');
    await expect(dialog.getByRole('link', { name: /Open grading photo \d+ full size/ })).toHaveCount(LOOSE_REQUIRED.length);

    // The figure's accessories went with the photos, for the AI to look for.
    const figure = await api.figure('Leonardo', 1988);
    const prompt = JSON.stringify(fakeAi.requests[0].body);
    for (const accessory of figure.accessories) expect(prompt).toContain(accessory);

    await page.goto(`/inventory/${item.id}`);
    await expect(page.getByRole('region', { name: 'AI Grading Report' })).toContainText('73/100');
    await expect(page.getByText(`${LOOSE_REQUIRED.length} photos used for grading`)).toBeVisible();
  });

  aiTest('a failed grading keeps the photos, goes back to them and succeeds on retry', async ({ page, api, fakeAi }) => {
    const item = await leonardoCopy(api);
    // Twice an answer that is not the JSON asked for: the server's one retry fails too.
    fakeAi.replies.push({ kind: 'text', text: 'I think this figure looks great!' }, { kind: 'text', text: 'Grade: B' });
    const wizard = await photosReady(page, item.id);
    const submit = wizard.getByRole('button', { name: `Submit ${LOOSE_REQUIRED.length} Photos for AI Grading` });
    await submit.click();

    await expect(wizard.getByRole('heading', { name: 'Grading Failed' })).toBeVisible();
    await expect(wizard.getByRole('alert')).toHaveText('The AI answer could not be read');
    await expect(wizard).toContainText('Your photos are preserved');
    await expectAccessibleInBothThemes(page);
    expect((await api.json<{ ai_grade_overall: number | null }>('GET', `/inventory/${item.id}`)).ai_grade_overall).toBeNull();

    await wizard.getByRole('button', { name: 'Back to Photos' }).click();
    await expect(wizard.getByTestId('photo-summary')).toContainText(`${LOOSE_REQUIRED.length}/${LOOSE_REQUIRED.length}`);
    await expect(submit).toBeEnabled();

    fakeAi.replies.push({ kind: 'status', status: 500, message: 'Internal server error' });
    await submit.click();
    await expect(wizard.getByRole('heading', { name: 'Grading Failed' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Retry Grading' }).click();
    await expect(wizard.getByRole('heading', { name: 'Grading Results' })).toBeVisible({ timeout: 15_000 });
    await expect(wizard.getByText('Overall score').locator('..')).toHaveText('82/100Overall score');
    expect((await api.json<{ ai_grade_overall: number | null }>('GET', `/inventory/${item.id}`)).ai_grade_overall).toBe(82);
  });
});
