/**
 * Why a tree cannot be released, from `git status --porcelain --untracked-files=all`: the image
 * is built from the commit, so a change not committed would be in neither the image nor the record.
 */
export function dirtyTreeProblem(porcelain: string): string | undefined {
  const lines = porcelain.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) return undefined;
  const shown = lines.slice(0, 3).map((line) => line.trim());
  const more = lines.length > 3 ? `, and ${lines.length - 3} more` : "";
  return `the tree has uncommitted or untracked changes (${shown.join("; ")}${more}): commit or stash them, a release is built from the commit`;
}
