const requests = new Map<string, Promise<unknown>>();

/** Fetches a JSON document once per page (later calls share the request); a failed request can be retried. */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<T>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
