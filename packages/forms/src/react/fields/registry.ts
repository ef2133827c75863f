import type { ComponentType } from 'react';
import type { QuestionItem, QuestionType } from '../../core/types';
import { CheckboxQuestion, RadioQuestion } from './choice-questions';
import { DateQuestion } from './date-question';
import { DateRangeQuestion } from './date-range-question';
import { DynamicListQuestion } from './dynamic-list-question';
import { EsignQuestion } from './esign-question';
import { FileUploadQuestion } from './file-upload-question';
import { InfoItem } from './info-item';
import { InstructionItem } from './instruction-item';
import { PhoneQuestion } from './phone-question';
import { SelectQuestion } from './select-question';
import { SkillSelectorQuestion } from './skill-selector-question';
import { StarRatingQuestion } from './star-rating-question';
import { TextAreaQuestion, TextQuestion } from './text-question';

export type QuestionComponent = ComponentType<{ item: QuestionItem; name: string }>;

/** Every question type of the toolkit and the component that edits it. */
export const QUESTION_COMPONENTS: Record<QuestionType, QuestionComponent> = {
  checkbox: CheckboxQuestion,
  checkboxItem: CheckboxQuestion,
  date: DateQuestion,
  dateRange: DateRangeQuestion,
  dropdown: SelectQuestion,
  select: SelectQuestion,
  dynamicList: DynamicListQuestion,
  email: TextQuestion,
  embedded_form: EsignQuestion,
  esignForm: EsignQuestion,
  file_upload: FileUploadQuestion,
  fileUpload: FileUploadQuestion,
  info: InfoItem,
  instruction: InstructionItem,
  number: TextQuestion,
  phone: PhoneQuestion,
  radio: RadioQuestion,
  skillSelector: SkillSelectorQuestion,
  sin: TextQuestion,
  ssn: TextQuestion,
  text: TextQuestion,
  textarea: TextAreaQuestion,
  star_rating: StarRatingQuestion,
  country: TextQuestion,
  state: TextQuestion,
};

/** Types that look the same in view mode (they show content rather than a value). */
export const SHOWN_IN_VIEW_MODE: ReadonlySet<QuestionType> = new Set([
  'info',
  'instruction',
  'embedded_form',
  'esignForm',
]);
