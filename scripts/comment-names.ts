import ts from "typescript";

/** What a file's comments name as code, and the words its code holds (strings and keywords included). */
export interface FileNames {
  readonly named: readonly string[];
  readonly words: ReadonlySet<string>;
}

const SCRIPT = /\.(tsx?|[cm]?js)$/;
// `symbol`, `object.member`, `call()`: what a comment quotes as code.
const QUOTED = /`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`/g;
// A name no prose word looks like: camel case, Pascal case of three humps or more, upper case with
// underscores.
const CODE_LIKE = /(?<![\w.#$/-])(?:[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+){2,}|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?![\w$/-])/g;
const WORD = /[A-Za-z_$][\w$]*/g;

/** The code-like names of one comment: the quoted ones, each part of a dotted one, and those in its prose. */
export function namesInComment(comment: string): string[] {
  const quoted = [...comment.matchAll(QUOTED)].flatMap(([, name = ""]) => name.split("."));
  const prose = comment
    .replace(/`[^`\n]*`/g, " ")
    .replace(/https?:\S+/g, " ")
    .replace(/[\w.-]*\/[\w./-]*/g, " ");
  return [...quoted, ...[...prose.matchAll(CODE_LIKE)].map(([name]) => name)];
}

/**
 * A script's comments and code apart, by TypeScript's own scanner (a `//` inside a string is no
 * comment); any other file's lines starting with # are its comments.
 */
export function fileNames(file: string, text: string): FileNames {
  const words = new Set<string>();
  const named: string[] = [];
  const addWords = (code: string) => {
    for (const [word] of code.matchAll(WORD)) words.add(word);
  };
  if (!SCRIPT.test(file)) {
    for (const line of text.split("\n")) {
      if (/^\s*#/.test(line)) named.push(...namesInComment(line));
      else addWords(line);
    }
    return { named, words };
  }
  const variant = file.endsWith("x") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  // The scanner alone reads a template's text after `${…}` and a regular expression as code; its
  // parser would tell it when to read them again: the open braces of each substitution, and the
  // last token that was no trivia, stand in for it.
  const substitutions: number[] = [];
  let previous: ts.SyntaxKind = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.TemplateHead) substitutions.push(0);
    else if (kind === ts.SyntaxKind.OpenBraceToken && substitutions.length > 0) substitutions.push((substitutions.pop() ?? 0) + 1);
    else if (kind === ts.SyntaxKind.CloseBraceToken && substitutions.length > 0) {
      const open = substitutions.pop() ?? 0;
      if (open > 0) substitutions.push(open - 1);
      else {
        kind = scanner.reScanTemplateToken(false);
        if (kind !== ts.SyntaxKind.TemplateTail) substitutions.push(0);
      }
    } else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !ENDS_OPERAND.has(previous)) {
      kind = scanner.reScanSlashToken();
    }
    const token = scanner.getTokenText();
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia)
      named.push(...namesInComment(token));
    else addWords(token);
    if (!TRIVIA.has(kind)) previous = kind;
  }
  return { named, words };
}

const TRIVIA = new Set([
  ts.SyntaxKind.SingleLineCommentTrivia,
  ts.SyntaxKind.MultiLineCommentTrivia,
  ts.SyntaxKind.WhitespaceTrivia,
  ts.SyntaxKind.NewLineTrivia,
]);
// After these a slash divides; anywhere else it opens a regular expression.
const ENDS_OPERAND = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);
