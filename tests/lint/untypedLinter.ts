import { ESLint } from 'eslint';

/**
 * The project's lint rules that need no type information, for probe files: the import zones,
 * the restricted syntax and names. Linting a probe type-aware builds a TypeScript program
 * first (seconds each); these rules only read the file and its path.
 */
export const untypedLinter = (): ESLint =>
  new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => !ruleId.startsWith('@typescript-eslint/'),
  });
