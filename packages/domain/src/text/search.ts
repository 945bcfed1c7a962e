/** Search text is usable only when something remains after trimming. */
export function isSearchTextValid(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Where the search bar sends the visitor: /ara/{searchText} for usable text (trimmed,
 * URL-encoded), otherwise home.
 */
export function searchPath(text: string): string {
  return isSearchTextValid(text) ? `/ara/${encodeURIComponent(text.trim())}` : '/';
}
