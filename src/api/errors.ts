import type { z } from "zod/mini";

export type ApiErrorKind = "http" | "network" | "timeout" | "parse";

/** Every failure of a backend call, typed: screens read kind and status, never a raw exception. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status for kind "http"; 0 otherwise. */
  readonly status: number;
  readonly path: string;

  constructor(kind: ApiErrorKind, path: string, options: { status?: number; cause?: unknown; detail?: string } = {}) {
    super(`${kind}${options.status ? ` ${options.status}` : ""} on ${path}${options.detail ? `: ${options.detail}` : ""}`, {
      cause: options.cause,
    });
    this.name = "ApiError";
    this.kind = kind;
    this.status = options.status ?? 0;
    this.path = path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(racine)"}: ${issue.message}`).join("; ");
}
