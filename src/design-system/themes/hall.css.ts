import { createTheme } from '@vanilla-extract/css';
import { hallTokens } from '../tokens/index.ts';
import { vars } from './contract.css.ts';

/** Default dark theme class. */
export const hallTheme = createTheme(vars, hallTokens, 'hall');
