// Arrows that point along the reading direction: forward is to the right in English and to
// the left in Arabic. Every "more" and "back" arrow of the site comes from here.
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export const ForwardArrow = (props: SvgIconProps) => <ArrowForward {...props} sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
export const BackArrow = (props: SvgIconProps) => <ArrowBack {...props} sx={[mirrored, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]} />;
