/** The Marianne block: the ministry's name is never translated (DSFR rule). */
export function BrandTop() {
  return (
    <>
      Ministère
      <br />
      de la Mer
      <br />
      et de la Pêche
    </>
  );
}
