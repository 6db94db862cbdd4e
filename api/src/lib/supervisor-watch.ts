/**
 * `npm start` (tools/start.mjs) runs the API and the sandbox as children and stops them on exit.
 * If it is killed outright (SIGKILL), it cannot: so each child watches it and shuts down when it is
 * gone, leaving no orphan holding a port. Off when not started by the supervisor.
 */
export const SUPERVISOR_PID_ENV = 'CASINO_SUPERVISOR_PID';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but is not ours to signal (still alive).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const watchSupervisor = (onGone: () => void, env: NodeJS.ProcessEnv = process.env, intervalMs = 1_000): (() => void) => {
  const pid = Number(env[SUPERVISOR_PID_ENV]);
  if (!Number.isSafeInteger(pid) || pid <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (alive(pid)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
