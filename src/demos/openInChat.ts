/**
 * Asks the chat service to open a demo: POSTs the project files as JSON and
 * reads back `{ url }`. Throws on any failure (network, status, bad answer).
 */
export async function requestChatUrl(
  chatUrl: string,
  body: { title: string; files: Record<string, string> },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(chatUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The chat service answered ${response.status}.`);
  const answer: unknown = await response.json();
  const url = typeof answer === 'object' && answer !== null ? (answer as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('The chat service returned no URL.');
  return url;
}
