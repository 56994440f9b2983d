import { checkContent } from "../app/content/check";
import { checkPortraits } from "./make-portraits";

/**
 * Before a build: every content file against its schema, and every uploaded picture. A bad file
 * stops the build here, with one line per problem naming the file, the field and the reason, and
 * the live site keeps the build it has (npm run build makes the new one only after this passes).
 */
const problems = checkContent();
if (problems.length === 0) problems.push(...(await checkPortraits()));
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
