import TextField from '@mui/material/TextField';
import type { FieldText, Option } from './formFields.ts';

interface FormFieldProps {
  form: string;
  name: string;
  text: FieldText;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  options?: Option[];
  chooseLabel: string;
  /** Why the value was refused; shown under the field instead of its hint. */
  error?: string;
  defaultValue?: string;
}

/**
 * One field. Selects are native (they work without JavaScript and use the phone's own picker),
 * with an empty first choice so that nothing is chosen for the visitor.
 */
export function FormField({ form, name, text, type, autoComplete, required, multiline, options, chooseLabel, error, defaultValue }: FormFieldProps) {
  return (
    <TextField
      id={`${form}-${name}`}
      name={name}
      label={text.label}
      placeholder={text.placeholder}
      helperText={error ?? text.help}
      error={Boolean(error)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      multiline={multiline}
      minRows={multiline ? 5 : undefined}
      select={Boolean(options)}
      defaultValue={defaultValue ?? (options ? '' : undefined)}
      fullWidth
      slotProps={{
        select: { native: true },
        // A native select always shows its first choice, so its label stays above it.
        inputLabel: options ? { shrink: true } : undefined,
        htmlInput: type === 'tel' ? { dir: 'ltr' } : undefined,
      }}
    >
      {options && [
        <option key="" value="">
          {chooseLabel}
        </option>,
        ...options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        )),
      ]}
    </TextField>
  );
}
