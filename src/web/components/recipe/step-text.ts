/**
 * A method step as the recipe dialog shows it. The dialog's ordered list numbers the steps, so a number the
 * text starts with ("1. Heat…", "Step 2: Add…", "3) Stir", "④ Serve") would show the number twice: steps
 * imported as a list of strings or typed into the editor often carry one. The stored text is left as it is.
 */
const leadingNumber = /^\s*(?:(?:step\s*)?\d{1,2}\s*[.):-](?!\d)\s*|[\u2460-\u2473\u2776-\u277f\u2780-\u2793]\s*)/iu;

export function stepText(step: string): string {
  const stripped = step.replace(leadingNumber, '');
  // A step that is only a number keeps it rather than showing an empty line.
  return stripped.trim() === '' ? step : stripped;
}
