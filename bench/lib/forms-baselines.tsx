/** @jsxRuntime automatic */
import { Input, Label, TextField } from 'react-aria-components';
import { FormProvider, useController, useForm } from 'react-hook-form';

// The fields of forms-keystroke.tsx without the toolkit, for scale. react-hook-form with the
// toolkit's form options: uncontrolled inputs (`register`: nothing re-renders on a keystroke),
// and controlled ones through `useController` as the toolkit's fields are (each field
// re-renders itself), on plain inputs; and the React Aria fields a text question is built of.
const RHF_OPTIONS = { mode: 'onBlur', reValidateMode: 'onChange', shouldUnregister: true } as const;

type FieldsProps = { names: readonly string[] };

export function RegisteredForm({ names }: FieldsProps) {
  const { register } = useForm<Record<string, string>>(RHF_OPTIONS);
  return (
    <form aria-label="react-hook-form, register">
      {names.map((name) => (
        <label key={name}>
          {name}
          <input {...register(name)} />
        </label>
      ))}
    </form>
  );
}

function ControlledInput({ name }: { name: string }) {
  const { field } = useController({ name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <label>
      {name}
      <input name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} />
    </label>
  );
}

export function ControlledForm({ names }: FieldsProps) {
  const methods = useForm<Record<string, string>>(RHF_OPTIONS);
  return (
    <FormProvider {...methods}>
      <form aria-label="react-hook-form, useController">
        {names.map((name) => (
          <ControlledInput key={name} name={name} />
        ))}
      </form>
    </FormProvider>
  );
}

export function AriaForm({ names }: FieldsProps) {
  return (
    <form aria-label="React Aria alone">
      {names.map((name) => (
        <TextField key={name} name={name}>
          <Label>{name}</Label>
          <Input />
        </TextField>
      ))}
    </form>
  );
}
