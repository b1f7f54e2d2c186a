import {
  findInputProblem,
  INPUT_PROBLEM_MESSAGES,
  type InputProblem,
} from '@portal/contracts/input-rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks its own path values against a pattern before any read, and answers
     * a path it does not know as it always has (the report download: 404 to anything it did
     * not write); the path rule is not applied to it. The query and body rules still are.
     */
    checksOwnPath?: boolean;
  }
}

function refusal(problem: InputProblem, where: 'body' | 'query' | 'params'): ApiError {
  // Named as the contract's own issues are: the field's dotted path ('' names the whole part).
  const path = problem.path === '' ? where : problem.path;
  return new ApiError(400, 'validation', 'The request is not valid.', [
    { path, message: INPUT_PROBLEM_MESSAGES[problem.kind] },
  ]);
}

/**
 * The input rules of decision 0023, once for every route: the JSON body parser refuses a
 * body nested too deep, with a NUL or a lone surrogate in any string or key, with a number
 * that is not finite or past 2^53, or with a prototype key; the query and path values meet
 * the same string rule before the route's guard or handler reads them. Each is a 400 that
 * changes nothing. The body is still refused by size (413) before it is read at all.
 */
async function inputRulesPlugin(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const empty = text.trim() === '';
      done(
        new ApiError(
          400,
          'badRequest',
          empty ? 'The JSON body is empty.' : 'The body is not JSON.',
        ),
        undefined,
      );
      return;
    }
    const problem = findInputProblem(value);
    if (problem) done(refusal(problem, 'body'), undefined);
    else done(null, value);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    let problem: InputProblem | null = null;
    try {
      if (!request.routeOptions.config.checksOwnPath) {
        problem = findInputProblem(request.params);
        if (problem) throw refusal(problem, 'params');
      }
      problem = findInputProblem(request.query);
      if (problem) throw refusal(problem, 'query');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

export default fp(inputRulesPlugin, { name: 'input-rules' });
