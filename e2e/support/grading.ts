import type { Locator } from '@playwright/test';
import { startFakeAi, type FakeAi } from '../../server/test/support/fake-ai.ts';
import { test } from './fixtures.ts';
import type { PhotoFile } from './noise-images.ts';

/** Adds one photo to each named requirement through its file input, and waits until all are compressed. */
export async function uploadPhotos(wizard: Locator, requirements: readonly string[], photos: readonly PhotoFile[]) {
  for (const [index, name] of requirements.entries()) {
    await wizard.getByLabel(`Upload photos for ${name}`, { exact: true }).setInputFiles(photos[index]);
    await wizard.getByRole('list', { name: `Photos for ${name}` }).getByRole('listitem').first().waitFor();
  }
  const summary = wizard.getByTestId('photo-summary');
  await summary.getByText(`${requirements.length}/${requirements.length}`, { exact: true }).waitFor();
}

/** The model the tests grade with, named so the cost they expect does not follow the default model. */
export const AI_TEST_MODEL = 'claude-sonnet-4-5';

/** A test whose server grades with AI on a fake Anthropic API. */
export const aiTest = test.extend<{ fakeAi: FakeAi }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  fakeAi: async ({}, use) => {
    const fake = await startFakeAi('anthropic');
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ fakeAi }, use) => use({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'test-key', AI_BASE_URL: fakeAi.url, AI_MODEL: AI_TEST_MODEL }),
});
