import dayjs from 'dayjs';
import type { Post } from '../posts';

/** "Mar 11, 2026". */
export function formatDate(date: string): string {
  return dayjs(date).format('MMM D, YYYY');
}

/** The archive key of a post: "2026-03". */
export function monthKey(post: Post): string {
  return dayjs(post.date).format('YYYY-MM');
}

/** "March 2026" for an archive key. */
export function formatMonth(key: string): string {
  return dayjs(`${key}-01`).format('MMMM YYYY');
}
