import type { GridSortModel } from '@mui/x-data-grid-premium';

export interface PromptResult {
  reply: string;
  sortModel?: GridSortModel;
  quickFilterValues?: string[];
}

const fields: Record<string, string> = {
  title: 'title',
  author: 'author',
  year: 'year',
  pages: 'pages',
  genre: 'genre',
};

// A stand-in for an AI service: it runs in the browser, understands three
// kinds of sentences, and waits 600 ms to feel like a round trip.
export async function interpretPrompt(prompt: string): Promise<PromptResult> {
  await new Promise((resolve) => {
    setTimeout(resolve, 600);
  });
  const text = prompt.trim().toLowerCase();

  const sortMatch = /sort by (\w+)(?: (asc|ascending|desc|descending))?/.exec(text);
  if (sortMatch) {
    const name = sortMatch[1] ?? '';
    const field = fields[name];
    if (!field) {
      return { reply: `There is no column called "${name}".` };
    }
    const sort = sortMatch[2]?.startsWith('desc') ? 'desc' : 'asc';
    return { reply: `Sorted by ${field}, ${sort}.`, sortModel: [{ field, sort }] };
  }

  const onlyMatch = /(?:only|find|show) (.+)/.exec(text);
  if (onlyMatch) {
    const words = (onlyMatch[1] ?? '').split(' ').filter((word) => word !== '');
    return { reply: `Searching for ${words.join(' ')}.`, quickFilterValues: words };
  }

  if (/reset|clear|everything/.test(text)) {
    return { reply: 'Showing every book again.', sortModel: [], quickFilterValues: [] };
  }

  return {
    reply: 'Try "sort by year desc", "only fantasy" or "reset".',
  };
}
