// A link: pick one of the site's routes (or the company's phone, e-mail, WhatsApp), or type any
// address (https://, tel:, mailto:, "/#section"). The choices come from the schema's examples.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

export function LinkWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors = [], schema }: WidgetProps) {
  const choices = (schema.examples as string[] | undefined) ?? [];
  return (
    <Autocomplete
      id={id}
      freeSolo
      disableClearable
      options={choices}
      inputValue={value ?? ''}
      onInputChange={(_, text) => onChange(text === '' ? undefined : text)}
      disabled={disabled || readonly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={rawErrors.length > 0}
          size="small"
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      )}
    />
  );
}
