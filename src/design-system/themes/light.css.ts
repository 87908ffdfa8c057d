import { createTheme } from '@vanilla-extract/css';
import { lightTokens } from '../tokens/index.ts';
import { vars } from './contract.css.ts';

export const lightTheme = createTheme(vars, lightTokens, 'light');
