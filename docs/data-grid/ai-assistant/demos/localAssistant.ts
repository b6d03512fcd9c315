import type { PromptResponse } from '@mui/x-data-grid-premium';

// A LOCAL STAND-IN for a prompt-processing service. No AI and no network:
// it runs in the browser, waits 700 ms like a server would, and turns a few
// fixed sentence shapes into the PromptResponse the grid expects.
export const understoodPrompts = [
  'sort by <column> [ascending | descending]',
  'only rows where <column> is <value>',
  'group by <column>',
  'total <column> per <column>',
  'select the first <number> rows',
  'clear',
];

// What the grid sends as `promptContext`: a JSON array, one entry per column.
interface ColumnContext {
  field: string;
  type: string;
  description: string | null;
  examples: unknown[];
  allowedOperators: string[];
}

function emptyResponse(conversationId: string): PromptResponse {
  return { conversationId, select: -1, filters: [], aggregation: {}, sorting: [], grouping: [], pivoting: {} };
}

// The stand-in remembers each conversation's last response, so that a prompt
// adds to what the conversation asked before; a real service does this too.
const conversations = new Map<string, PromptResponse>();
let conversationCount = 0;

function applySentence(sentence: string, previous: PromptResponse, columns: ColumnContext[]): PromptResponse {
  const column = (name: string | undefined) => {
    const found = columns.find((item) => item.field.toLowerCase() === name?.toLowerCase());
    if (!found) {
      throw new Error(
        `The stand-in knows no column "${name ?? ''}". Use a field name: ${columns.map((c) => c.field).join(', ')}.`,
      );
    }
    return found;
  };
  let match = /^sort by (\w+)(?: (asc|ascending|desc|descending))?$/i.exec(sentence);
  if (match) {
    const direction = match[2]?.toLowerCase().startsWith('desc') ? 'desc' : 'asc';
    return { ...previous, sorting: [{ column: column(match[1]).field, direction }] };
  }
  match = /^only rows where (\w+) is (.+)$/i.exec(sentence);
  if (match) {
    const target = column(match[1]);
    const raw = match[2] ?? '';
    const isNumber = target.type === 'number';
    const filter = {
      column: target.field,
      operator: isNumber ? '=' : 'equals',
      value: isNumber ? Number(raw) : raw,
    };
    return { ...previous, filters: [...previous.filters.filter((item) => item.column !== target.field), filter] };
  }
  match = /^group by (\w+)$/i.exec(sentence);
  if (match) {
    return { ...previous, grouping: [...previous.grouping, { column: column(match[1]).field }] };
  }
  match = /^total (\w+) per (\w+)$/i.exec(sentence);
  if (match) {
    return {
      ...previous,
      grouping: [{ column: column(match[2]).field }],
      aggregation: { ...previous.aggregation, [column(match[1]).field]: 'sum' },
    };
  }
  match = /^select the first (\d+) rows?$/i.exec(sentence);
  if (match) {
    return { ...previous, select: Number(match[1]) };
  }
  if (sentence.toLowerCase() === 'clear') {
    return emptyResponse(previous.conversationId);
  }
  throw new Error(`The local stand-in does not understand "${sentence}".`);
}

export async function resolvePromptLocally(
  prompt: string,
  promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 700);
  });
  const columns = JSON.parse(promptContext) as ColumnContext[];
  const id = conversationId ?? `local-${(conversationCount += 1)}`;
  // A selection lasts one prompt; the rest builds up.
  let response: PromptResponse = { ...(conversations.get(id) ?? emptyResponse(id)), select: -1 };
  // "group by region and sort by price descending" is two sentences.
  const sentences = prompt
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s*(?:,|\band\b|\bthen\b)\s*/i)
    .filter(Boolean);
  for (const sentence of sentences) {
    response = applySentence(sentence.trim(), response, columns);
  }
  conversations.set(id, response);
  return response;
}
