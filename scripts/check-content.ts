import { checkContent } from "../app/content/check";

/**
 * Before a build: every content file against its schema. A bad file stops the build here, with
 * one line per problem naming the file, the field and the reason, and the live site keeps the
 * build it has (npm run build makes the new one only after this passes).
 */
const problems = checkContent();
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
