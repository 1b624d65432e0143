/** What the Network Information API tells of the connection (Chromium's; Firefox and Safari have none). */
interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

function connectionOf(nav: Navigator): ConnectionHints | undefined {
  return (nav as Navigator & { readonly connection?: ConnectionHints }).connection;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g"]);

/**
 * Whether the browser asks the page to spare data: its user turned Save-Data on, or the
 * connection is 2g or slower. A browser that tells nothing is taken not to.
 */
export function savesData(nav: Navigator): boolean {
  const connection = connectionOf(nav);
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "");
}

/** The connection's effective type (slow-2g, 2g, 3g, 4g), if the browser tells it. */
export function effectiveType(nav: Navigator): string | undefined {
  return connectionOf(nav)?.effectiveType;
}
