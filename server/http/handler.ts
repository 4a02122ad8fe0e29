import type { ActionData, ActionInput, ActionName, Actions } from '../../contract';
import type { HandlerContext, HandlerResult, UserContext } from './context';

type ContextFor<A extends ActionName> = Actions[A]['auth'] extends 'user' | 'admin'
  ? UserContext
  : HandlerContext;

export type Handler<A extends ActionName> = (
  ctx: ContextFor<A>,
  input: ActionInput<A>,
) => Promise<HandlerResult<ActionData<A>>>;

export type HandlerMap = { [A in ActionName]?: Handler<A> };
