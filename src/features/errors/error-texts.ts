import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorKind, errorKindOf } from "./error-codes";

export interface ErrorTexts {
  readonly title: MessageDescriptor;
  /** The paragraph of spec point 8 (400 has none). */
  readonly lead?: MessageDescriptor;
  /** The small text under it: what the user can do. */
  readonly advice: MessageDescriptor;
  /**
   * The last breadcrumb label, hence the document title: it names the error, code and kind, so
   * that two error pages never share a title (RGAA 8.6).
   */
  readonly label: (code: number) => MessageDescriptor;
}

/** Spec point 8, word for word in French; the advice where the spec gives only its meaning. */
export const ERROR_TEXTS: Readonly<Record<ErrorKind, ErrorTexts>> = {
  400: {
    title: msg`Mauvaise requête`,
    advice: msg`Le service n'a pas pu traiter la demande telle qu'elle a été envoyée. Vérifiez l'adresse de la page ou revenez à la page d'accueil.`,
    label: (code) => msg`Erreur ${code} : mauvaise requête`,
  },
  401: {
    title: msg`Non autorisé`,
    lead: msg`L'accès est refusé en raison d'informations d'identification non valides.`,
    advice: msg`Connectez-vous à nouveau, puis réessayez.`,
    label: (code) => msg`Erreur ${code} : non autorisé`,
  },
  403: {
    title: msg`Permission refusée`,
    lead: msg`Vous n'avez pas la permission pour cette demande.`,
    advice: msg`Si vous pensez qu'il s'agit d'une erreur, contactez votre service local.`,
    label: (code) => msg`Erreur ${code} : permission refusée`,
  },
  404: {
    title: msg`Page non trouvée`,
    lead: msg`Nous n'arrivons pas à trouver la page que vous cherchiez`,
    advice: msg`Si vous avez tapé l'adresse web dans le navigateur, vérifiez qu'elle est correcte. La page n'est peut-être plus disponible : dans ce cas, vous pouvez poursuivre votre visite depuis la page d'accueil.`,
    label: (code) => msg`Erreur ${code} : page non trouvée`,
  },
  408: {
    title: msg`Expiration du délai d'attente`,
    lead: msg`Cette demande a pris trop de temps à traiter.`,
    advice: msg`Vérifiez votre connexion, puis réessayez dans quelques instants.`,
    label: (code) => msg`Erreur ${code} : expiration du délai d'attente`,
  },
  500: {
    title: msg`Erreur inattendue`,
    lead: msg`Désolé, le service rencontre un problème, nous travaillons pour le résoudre le plus rapidement possible.`,
    advice: msg`Essayez de rafraîchir la page ou bien réessayez plus tard.`,
    label: (code) => msg`Erreur ${code} : erreur inattendue`,
  },
  503: {
    title: msg`Service indisponible`,
    lead: msg`Le service est momentanément indisponible. Veuillez réessayer plus tard.`,
    advice: msg`Excusez-nous pour la gêne occasionnée.`,
    label: (code) => msg`Erreur ${code} : service indisponible`,
  },
};

/** The label of the error page for `code`, whatever the code (spec point 8: others borrow a kind's text). */
export function errorPageLabel(code: number): MessageDescriptor {
  return ERROR_TEXTS[errorKindOf(code)].label(code);
}
