export type Slots = Readonly<Record<string, string | undefined>>;

/**
 * The template with its {slots} filled, or undefined when a slot has no value (skip it).
 * "A || B" offers B for when A cannot be filled.
 */
export function fillTemplate(template: string, slots: Slots): string | undefined {
  for (const choice of template.split(' || ')) {
    const text = fillChoice(choice, slots);
    if (text !== undefined) return text;
  }
  return undefined;
}

function fillChoice(template: string, slots: Slots): string | undefined {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const value = slots[key];
    if (!value) {
      missing = true;
      return '';
    }
    return key === name ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
  return missing ? undefined : text;
}
