// On a phone or a tablet every button, tab, link-button, field and labelled switch of the console
// at least 44 × 44 px, a thumb's target (WCAG 2.5.5; Apple asks 44, Android 48). Set once on the
// frame around every section, the studio's included; a chip (a tag, not a target) and a switch's
// own knob (its label, 44 px tall, is the target) keep their size.
export const thumbTargets = {
  '@media (max-width: 899.95px)': {
    '& .MuiButtonBase-root:not(.MuiChip-root):not(.MuiSwitch-switchBase):not(.MuiCheckbox-root):not(.MuiRadio-root)': { minBlockSize: 44, minInlineSize: 44 },
    '& .MuiInputBase-root': { minBlockSize: 44 },
    '& .MuiFormControlLabel-root': { minBlockSize: 44 },
  },
} as const;
