import { expect, test } from './support/fixtures.ts';

const PASSWORD = 'cowabunga 1987';

// APP_PASSWORD set: the login is asked for even on loopback, where the test server listens.
test.use({ serverEnv: { APP_PASSWORD: PASSWORD } });

test('a wrong password is refused, the right one opens the page asked for, logging out goes back to the login', async ({ page, server }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(`${page.url()}: [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`${page.url()}: ${error.message}`));

  // Without a session, the API refuses and the app goes to the login page.
  expect((await fetch(`${server.url}/api/inventory`)).status).toBe(401);
  await page.goto('/collection');
  await expect(page).toHaveURL(/\/login\?next=%2Fcollection$/);
  await expect(page.getByRole('heading', { name: 'TMNT Inventory Scanner' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);

  const password = page.getByLabel('Password');
  await password.fill('shredder');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Collection' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?next=%2F$/);

  // Logged in from the login page itself: the dashboard.
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to your collection' })).toBeVisible();

  // The failed login answers 401 (the browser logs the refused request); nothing else may be logged.
  expect(logged.filter((line) => !/Failed to load resource: the server responded with a status of 401/.test(line))).toEqual([]);
});

test('the login page says when there were too many attempts', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password');
  for (let n = 1; n <= 10; n++) {
    await password.fill(`guess ${n}`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password');
  }
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many login attempts: try again in \d+ seconds?$/);
});
