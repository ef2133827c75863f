import { iconProblem } from './icons';
import { isTextFormatterName, TEXT_FORMATTER_NAMES } from './text-rules';
import { isRecord, listOf } from './values';

const CHOICE_GROUPS = ['selectOptions', 'radioOptions', 'checkboxOptions'] as const;

/**
 * What one question of a stored (JSON) definition cannot carry in its option groups: a function's
 * place taken by anything (`itemTitleRenderer`; `formatValue` other than a formatter's name; only
 * forms built in code pass functions), an icon the toolkit could not draw, preview types that are
 * not a list of types. The browser ignores each of these; a form file holding one is refused, so
 * the stored form is the form candidates see. Paths are relative to the question.
 */
export function storedOptionProblems(item: unknown): string[] {
  if (!isRecord(item)) return [];
  const problems: string[] = [];
  for (const group of CHOICE_GROUPS) {
    const options = item[group];
    if (!isRecord(options)) continue;
    listOf(options.choices).forEach((choice, index) => {
      const problem = isRecord(choice) ? iconProblem(choice.iconProps) : undefined;
      if (problem) problems.push(`${group}.choices[${index}].iconProps: ${problem}`);
    });
  }
  const text = item.textOptions;
  if (isRecord(text) && text.formatValue !== undefined && !isTextFormatterName(text.formatValue)) {
    problems.push(
      `textOptions.formatValue must be one of ${TEXT_FORMATTER_NAMES.join(', ')} (a function cannot be stored)`,
    );
  }
  const list = item.dynamicListOptions;
  if (isRecord(list)) {
    if (Object.hasOwn(list, 'itemTitleRenderer')) {
      problems.push('dynamicListOptions.itemTitleRenderer cannot be stored; use itemTitle');
    }
    if (list.itemTitle !== undefined && typeof list.itemTitle !== 'string') {
      problems.push('dynamicListOptions.itemTitle must be text');
    }
    const problem = isRecord(list.addButton) ? iconProblem(list.addButton.icon) : undefined;
    if (problem) problems.push(`dynamicListOptions.addButton.icon: ${problem}`);
  }
  const files = item.fileUploadOptions;
  if (isRecord(files) && files.previewTypes !== undefined) {
    const types = files.previewTypes;
    if (!Array.isArray(types) || !types.every((type) => typeof type === 'string'))
      problems.push('fileUploadOptions.previewTypes must be a list of file types');
  }
  return problems;
}
