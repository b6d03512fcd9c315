/**
 * The page feedback prompt end to end, against a production server of its own
 * (its own store in a temporary directory, an admin token to read it back).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSiteServer, testPort, type SiteServer } from '../helpers/siteServer';

const TOKEN = 'e2e-admin-token';
const PAGE = '/x/react-data-grid/quickstart/';
const FAILURE = "Couldn't submit feedback. Please try again later.";

interface StoredFeedback {
  id: string;
  pathname: string;
  language: string;
  rating: string;
  comment: string | null;
  sectionId: string | null;
  sectionTitle: string | null;
}

let server: SiteServer;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'feedback-e2e-'));
  server = await startSiteServer(testPort(1), {
    FEEDBACK_DATA_DIR: dataDir,
    FEEDBACK_ADMIN_TOKEN: TOKEN,
    FEEDBACK_RATE_LIMIT: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: `http://localhost:${testPort(1)}` });

async function stored(request: APIRequestContext, page = PAGE): Promise<StoredFeedback[]> {
  const response = await request.get(`/api/feedback?page=${page}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { feedback: StoredFeedback[] }).feedback;
}

function feedbackPosts(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

test('Yes records the rating at once, then a comment is submitted and stored as text', async ({ page, request }) => {
  await page.goto(PAGE);
  const prompt = page.getByRole('region', { name: 'Was this page helpful?' });
  await expect(prompt.getByText('Was this page helpful?')).toBeVisible();
  const yes = prompt.getByRole('button', { name: 'Yes' });
  await expect(yes).toHaveAttribute('aria-pressed', 'false');

  const rated = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
  await yes.click();
  expect((await rated).status()).toBe(201);
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(prompt.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  expect(await stored(request)).toEqual([expect.objectContaining({ rating: 'yes', comment: null, language: 'en' })]);

  const comment = prompt.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toBeFocused();
  await expect(prompt.getByText('What did you find most useful?')).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Open an issue on GitHub' })).toHaveCount(0);
  await comment.fill('Clear <b>steps</b> & a working <script>demo</script>');
  await prompt.getByRole('button', { name: 'Submit' }).click();
  await expect(prompt.getByText('Feedback submitted')).toBeVisible();
  await expect(comment).toBeHidden();

  const records = await stored(request);
  expect(records).toHaveLength(2);
  expect(records[1]).toMatchObject({
    pathname: PAGE,
    rating: 'yes',
    comment: 'Clear <b>steps</b> & a working <script>demo</script>',
    sectionId: null,
  });

  // The pressed state is remembered for the page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
});

test('No from the keyboard on a /zh/ page (in Chinese): the issue link carries the page URL and Ctrl+Enter submits', async ({
  page,
  request,
}) => {
  const page2 = '/x/react-charts/quickstart/';
  await page.goto(`/zh${page2}`);
  const no = page.getByRole('button', { name: '没帮助' });
  await no.focus();
  await page.keyboard.press('Enter');
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  const comment = page.getByRole('textbox', { name: '评论' });
  await expect(comment).toBeFocused();
  await expect(page.getByText('哪些内容缺失、有误或不够清楚？')).toBeVisible();

  const issue = page.getByRole('link', { name: '在 GitHub 上提交 issue' });
  const href = new URL((await issue.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://github.com/mui/mui-x/issues/new');
  expect(href.searchParams.get('body')).toContain(`https://mui.com/zh${page2}`);

  await page.keyboard.type('Needs a bar chart example.\nAnd a line chart one.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('反馈已提交')).toBeVisible();
  await expect(no).toBeFocused();

  const records = await stored(request, page2);
  expect(records.map(({ rating, comment: text, language }) => ({ rating, text, language }))).toEqual([
    { rating: 'no', text: null, language: 'zh' },
    { rating: 'no', text: 'Needs a bar chart example.\nAnd a line chart one.', language: 'zh' },
  ]);
});

test('a failing service shows the failure text and keeps the reader’s text', async ({ page, request }) => {
  const page3 = '/x/react-tree-view/quickstart/';
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(page3);
  const prompt = page.getByRole('region', { name: 'Was this page helpful?' });
  await prompt.getByRole('button', { name: 'No' }).click();
  await expect(prompt.getByRole('alert')).toHaveText(FAILURE);

  const comment = page.getByRole('textbox', { name: 'Comment' });
  await comment.fill('Please keep this text.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(prompt.getByRole('alert')).toHaveText(FAILURE);
  await expect(comment).toHaveValue('Please keep this text.');
  await expect(page.getByText('Feedback submitted')).toHaveCount(0);
  expect(await stored(request, page3)).toEqual([]);

  // Once the service is back, the same text goes through.
  await page.unroute('**/api/feedback');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback submitted')).toBeVisible();
  await expect(prompt.getByRole('alert')).toBeHidden();
  expect(await stored(request, page3)).toEqual([expect.objectContaining({ comment: 'Please keep this text.' })]);
});

test('section feedback carries the section, and Cancel closes the box', async ({ page, request }) => {
  const page4 = '/x/react-date-pickers/quickstart/';
  const posts = feedbackPosts(page);
  await page.goto(page4);
  const heading = page.locator('.markdown-body h2').first();
  const sectionId = (await heading.getAttribute('id')) ?? '';
  const title = ((await heading.textContent()) ?? '').replace(/#$/, '').trim();
  expect(sectionId).not.toBe('');

  await heading.hover();
  const button = heading.getByRole('button', { name: `Feedback on the section ${title}` });
  await expect(button).toBeVisible();
  await button.click();
  const box = page.locator('form', { has: page.getByRole('textbox', { name: 'Comment' }) });
  await expect(box.getByText(`Feedback on the section “${title}”`)).toBeVisible();
  await expect(box.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await box.getByRole('radio', { name: 'No' }).check();
  await box.getByRole('textbox', { name: 'Comment' }).fill('This section skips the adapter setup.');
  await box.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Feedback submitted')).toBeVisible();

  expect(posts).toEqual([
    expect.objectContaining({
      rating: 'no',
      sectionId,
      sectionTitle: title,
      comment: 'This section skips the adapter setup.',
    }),
  ]);
  expect(await stored(request, page4)).toEqual([
    expect.objectContaining({
      rating: 'no',
      sectionId,
      sectionTitle: title,
      comment: 'This section skips the adapter setup.',
    }),
  ]);
  // A section comment is not a page rating.
  await expect(page.getByRole('button', { name: 'No', exact: true }).first()).toHaveAttribute('aria-pressed', 'false');

  await button.click();
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toBeHidden();
  expect(posts).toHaveLength(1);
});

test('the API answers at /api/feedback: 201, 400 naming the field, 403 cross-origin, 413, admin 401', async ({
  request,
  baseURL,
}) => {
  const body = { pathname: '/x/introduction/', language: 'en', rating: 'yes' };
  const created = await request.post('/api/feedback', { data: body, headers: { origin: baseURL ?? '' } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });

  const invalid = await request.post('/api/feedback', {
    data: { ...body, pathname: '/x/nowhere/' },
    headers: { origin: baseURL ?? '' },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: 'invalid', field: 'pathname' });

  const crossOrigin = await request.post('/api/feedback', { data: body, headers: { origin: 'https://evil.example' } });
  expect(crossOrigin.status()).toBe(403);

  const large = await request.post('/api/feedback', {
    data: { ...body, comment: 'x'.repeat(50_000) },
    headers: { origin: baseURL ?? '' },
  });
  expect(large.status()).toBe(413);

  expect((await request.get('/api/feedback')).status()).toBe(401);
  expect((await request.get('/api/feedback', { headers: { authorization: 'Bearer wrong' } })).status()).toBe(401);
});
