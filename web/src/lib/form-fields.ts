import type { GetInputPropsOptions, LooseKeys, UseFormReturnType } from '@mantine/form';

/**
 * Ties inputs to a form's fields: the value, change handler and error come from the form, and each
 * input gets the testid `<prefix>-<field>` (`lot-title`, `template-deposit`) browser specs find it
 * by. `const field = formFields(form, 'lot')`, then `<TextInput label={…} {...field('title')} />`.
 */
export function formFields<V>(form: UseFormReturnType<V>, testIdPrefix: string) {
  return (name: LooseKeys<V>, options?: GetInputPropsOptions) => ({
    'data-testid': `${testIdPrefix}-${String(name)}`,
    ...form.getInputProps(name, options),
  });
}

/**
 * The same for forms whose inputs browser specs and password managers find by name: each input
 * gets `name="<field>"`. `const input = namedFields(form)`, then `<TextInput {...input('email')} />`.
 */
export function namedFields<V>(form: UseFormReturnType<V>) {
  return (name: LooseKeys<V>, options?: GetInputPropsOptions) => ({
    name: String(name),
    ...form.getInputProps(name, options),
  });
}
