/**
 * Preloaded (`node --import`) into every part the local stack starts: a part whose parent is gone (killed
 * with SIGKILL, so its exit hooks never ran) stops itself, as it would on SIGTERM, instead of staying behind
 * with its port taken and its database gone. Linux re-parents an orphan, so a ppid other than the one the
 * stack named (STACK_PARENT_PID, set when it spawned the part: the parent may die before this runs) is the
 * sign; Node has no binding for prctl(PR_SET_PDEATHSIG), which would say it at once.
 */
const parent = Number(process.env.STACK_PARENT_PID) || process.ppid;
const check = () => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
};
check();
setInterval(check, 1000).unref();
