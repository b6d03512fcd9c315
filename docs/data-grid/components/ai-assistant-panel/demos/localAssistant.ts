import type { PromptResponse } from '@mui/x-data-grid-premium';

const columns = ['city', 'country', 'population', 'founded'];

// A stand-in for an AI service. It runs in the browser, waits 600 ms and
// understands only "sort by <column> [desc]"; anything else is an error.
export async function resolvePromptLocally(prompt: string): Promise<PromptResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 600);
  });
  const match = /sort by (\w+)(?: (desc|descending))?/.exec(prompt.toLowerCase());
  const column = match?.[1];
  if (!column || !columns.includes(column)) {
    throw new Error('This offline assistant only understands "sort by <column> [desc]".');
  }
  return {
    conversationId: 'local',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [{ column, direction: match[2] ? 'desc' : 'asc' }],
    grouping: [],
    pivoting: {},
  };
}
