import { describe, expect, it } from 'vitest';
import { requestChatUrl } from './openInChat';

const body = { title: 'Demo', files: { 'src/Demo.tsx': 'export default 1;' } };
const answer = (status: number, json: unknown) =>
  (() => Promise.resolve(Response.json(json, { status }))) as typeof fetch;

describe('requestChatUrl', () => {
  it('posts the files and returns the URL the service answers with', async () => {
    let sent: RequestInit | undefined;
    const fetchImpl = ((_url: string, init: RequestInit) => {
      sent = init;
      return Promise.resolve(Response.json({ url: 'https://chat.example.com/c/1' }));
    }) as typeof fetch;
    await expect(requestChatUrl('https://chat.example.com/api', body, fetchImpl)).resolves.toBe(
      'https://chat.example.com/c/1',
    );
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body as string)).toEqual(body);
  });

  it.each([
    ['an error status', answer(500, { url: 'https://chat.example.com/c/1' })],
    ['no url', answer(200, { ok: true })],
    ['a non-http url', answer(200, { url: 'javascript:alert(1)' })],
    ['a network failure', (): Promise<Response> => Promise.reject(new TypeError('offline'))],
  ])('throws on %s', async (_case, fetchImpl) => {
    await expect(requestChatUrl('https://chat.example.com/api', body, fetchImpl)).rejects.toThrow();
  });
});
