/** Fills `{name}` slots from `values`; a slot with no value is left as it is, so a missing one shows. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
