import type { HttpClient } from "../../api/http-client";
import { mesDroitsSchema } from "../../api/mes-droits-schema";
import { MES_DROITS_PATH } from "../../api/session-paths";

/**
 * A request the backend's idle clock counts: the rights, read again through the client (a 401
 * logs out as anywhere) but not into the cache, whose failure would show as the session's alert.
 */
export async function touchBackend(api: HttpClient): Promise<void> {
  await api.request(MES_DROITS_PATH, mesDroitsSchema);
}
