import type { ReactNode } from "react";

export interface ShellNoticeProps {
  /** DSFR's notice types the shell uses: warning for what limits the portal, info for what the user may do. */
  readonly kind: "info" | "warning";
  readonly title: ReactNode;
  /** The sentences after the title, and any button. */
  readonly children: ReactNode;
  readonly id?: string;
  readonly className?: string;
  readonly hidden?: boolean;
  /** Where focus may be sent (the connection notice, when a link needs the network). */
  readonly focusable?: boolean;
}

/** DSFR's notice (bandeau d'information importante) at the top of every page, announced politely. */
export function ShellNotice({ kind, title, children, id, className, hidden, focusable }: ShellNoticeProps) {
  return (
    <div
      id={id}
      className={`fr-notice fr-notice--${kind}${className ? ` ${className}` : ""}`}
      role="status"
      tabIndex={focusable ? -1 : undefined}
      hidden={hidden}
    >
      <div className="fr-container">
        <div className="fr-notice__body">
          <p>
            <span className="fr-notice__title">{title}</span> {children}
          </p>
        </div>
      </div>
    </div>
  );
}
