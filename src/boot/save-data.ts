/** What the Network Information API tells of the connection (Chromium's; Firefox and Safari have none). */
interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/**
 * Whether the browser asks the page to spare data: its user turned Save-Data on, or the
 * connection is 2g or slower. A browser that tells nothing is taken not to.
 */
export function savesData(nav: Navigator): boolean {
  const connection = (nav as Navigator & { readonly connection?: ConnectionHints }).connection;
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "");
}
