// The docs theme uses CSS variables: enable Material UI's types for them
// (theme.vars, colorSchemes, generateStyleSheets, the provider's CSS variable props).
import type {} from '@mui/material/themeCssVarsAugmentation';
