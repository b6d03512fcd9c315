/**
 * Validation of `POST /api/feedback` bodies: pure functions, no I/O. Every
 * rejection names the field at fault so the client (and whoever debugs it)
 * knows what to fix.
 */
import { RATINGS, type FeedbackSubmission, type Rating } from './types';

export const MAX_BODY_BYTES = 32 * 1024;
export const MAX_COMMENT_LENGTH = 2000;
export const MAX_SECTION_TITLE_LENGTH = 300;
export const MAX_SECTION_ID_LENGTH = 200;
const MAX_PATHNAME_LENGTH = 512;
const MAX_ECHOED_FIELD_LENGTH = 64;

export interface ValidationError {
  readonly field: string;
  readonly message: string;
}

export type Validation<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ValidationError };

const fail = (field: string, message: string): { ok: false; error: ValidationError } => ({
  ok: false,
  error: { field, message },
});

const FIELDS = ['id', 'pathname', 'language', 'rating', 'comment', 'sectionId', 'sectionTitle'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A heading slug as the Markdown pipeline makes them (github-slugger): letters, marks, digits, `-` and `_`. */
const SECTION_ID = /^[\p{L}\p{M}\p{N}_-]+$/u;
/** Control characters other than tab and line breaks. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Half of a surrogate pair without its other half: JSON can encode it, no database text column can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Length in characters (code points), not UTF-16 units: an emoji counts as one. */
export function characterCount(text: string): number {
  // A string iterates by code point.
  return Array.from(text).length;
}

/** Decodes a request body: strict UTF-8, then JSON. */
export function decodeJsonBody(bytes: Uint8Array): Validation<unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('body', 'The body is not valid UTF-8.');
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail('body', 'The body is not valid JSON.');
  }
}

function checkText(field: string, value: unknown, maxLength: number): Validation<string> {
  if (typeof value !== 'string') return fail(field, `${field} must be a string.`);
  if (LONE_SURROGATE.test(value)) return fail(field, `${field} contains an invalid character.`);
  if (CONTROL.test(value)) return fail(field, `${field} contains a control character.`);
  const text = value.trim();
  if (characterCount(text) > maxLength) return fail(field, `${field} is longer than ${maxLength} characters.`);
  return { ok: true, value: text };
}

export interface SubmissionRules {
  /** Whether a pathname is a page of the site (a written page of the page tree). */
  readonly isPage: (pathname: string) => boolean;
  readonly languages: readonly string[];
}

/** Checks a decoded body against every rule of the feedback API. */
export function validateSubmission(body: unknown, rules: SubmissionRules): Validation<FeedbackSubmission> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('body', 'The body must be a JSON object.');
  }
  const input = body as Record<string, unknown>;
  const unknownField = Object.keys(input).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknownField !== undefined) {
    return fail(unknownField.slice(0, MAX_ECHOED_FIELD_LENGTH), 'Unknown field.');
  }

  const { id, pathname, language, rating, comment, sectionId, sectionTitle } = input;

  if (id !== undefined && (typeof id !== 'string' || !UUID.test(id))) return fail('id', 'id must be a UUID.');

  if (typeof pathname !== 'string' || pathname.length === 0) return fail('pathname', 'pathname is required.');
  if (pathname.length > MAX_PATHNAME_LENGTH || !rules.isPage(pathname)) {
    return fail('pathname', 'pathname is not a page of this site.');
  }

  if (typeof language !== 'string' || !rules.languages.includes(language)) {
    return fail('language', `language must be one of ${rules.languages.join(', ')}.`);
  }

  if (typeof rating !== 'string' || !(RATINGS as readonly string[]).includes(rating)) {
    return fail('rating', `rating must be ${RATINGS.join(' or ')}.`);
  }

  let checkedComment: string | undefined;
  if (comment !== undefined) {
    const result = checkText('comment', comment, MAX_COMMENT_LENGTH);
    if (!result.ok) return result;
    if (result.value !== '') checkedComment = result.value;
  }

  let section: { sectionId: string; sectionTitle: string } | undefined;
  if (sectionId !== undefined || sectionTitle !== undefined) {
    if (typeof sectionId !== 'string' || sectionId.length > MAX_SECTION_ID_LENGTH || !SECTION_ID.test(sectionId)) {
      return fail('sectionId', 'sectionId must be the id of a heading.');
    }
    if (sectionTitle === undefined) return fail('sectionTitle', 'sectionTitle is required with sectionId.');
    const title = checkText('sectionTitle', sectionTitle, MAX_SECTION_TITLE_LENGTH);
    if (!title.ok) return title;
    if (title.value === '') return fail('sectionTitle', 'sectionTitle must not be empty.');
    section = { sectionId, sectionTitle: title.value };
  }

  return {
    ok: true,
    value: {
      ...(typeof id === 'string' && { id: id.toLowerCase() }),
      pathname,
      language,
      rating: rating as Rating,
      ...(checkedComment !== undefined && { comment: checkedComment }),
      ...section,
    },
  };
}
