import { Field } from '../../../components/field.js';

/** Each field's problem in words, by the field's name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The id of a tour form's field, which error summaries link to. */
export const tourFieldId = (name: string) => `tour-${name}`;

/** What each group of tour fields is given: the problems to show beside its fields. */
export interface FieldsProps {
  errors: FieldErrors;
}

/** A text field of the tour forms, with its id, its value from the manifest and its error. */
export function TourField({
  name,
  errors,
  ...input
}: { name: string; errors: FieldErrors } & Omit<Parameters<typeof Field>[0], 'name' | 'error'>) {
  return <Field id={tourFieldId(name)} name={name} error={errors[name]} {...input} />;
}

/** The draft's photos the agent's portrait is chosen from, and where more are uploaded. */
export interface DraftPhotos {
  names: readonly string[];
  filesHref: string;
}
