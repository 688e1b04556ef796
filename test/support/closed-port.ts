/**
 * A loopback port that nothing listens on and no test can take: 9 (discard) is a privileged
 * port, and every server a test starts listens on a port the system picks. A port found free by
 * listening and closing again is free only until a server of another worker takes it.
 */
export const CLOSED_PORT = 9;
