import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ROOM_CLOSE,
  roomSocketPath,
  type RoomInfo,
  type RoomMessage,
  type RoomServerFrame,
} from '@xingtu/contracts/consultation-room';
import { fetchRoom, roomToken } from '../../../api/consultation-room.ts';
import { lastId, mergeMessages, reconnectDelayMs } from './room-state.ts';

// The live room for one booking: the history over HTTP first (which also refreshes the sign-in),
// then the socket, signed in by its first frame. A dropped socket reconnects by itself and asks for
// what it missed since the last message it has. The room closing (completed, time over) ends it.

export type RoomStatus = 'loading' | 'connecting' | 'live' | 'reconnecting' | 'closed' | 'missing' | 'failed';

export interface RoomView {
  status: RoomStatus;
  room: RoomInfo | null;
  messages: RoomMessage[];
  /** Why the room is closed, or the last problem sending, in the customer's words. */
  notice: string;
  send(text: string): boolean;
  /** Adds a message this page saved itself (a shared file). */
  add(message: RoomMessage): void;
}

export function useRoom(bookingId: string): RoomView {
  const [status, setStatus] = useState<RoomStatus>('loading');
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [notice, setNotice] = useState('');
  const socketRef = useRef<WebSocket | null>(null);
  const messagesRef = useRef<RoomMessage[]>([]);
  const counter = useRef(0);

  const add = useCallback((incoming: RoomMessage[]) => {
    messagesRef.current = mergeMessages(messagesRef.current, incoming);
    setMessages(messagesRef.current);
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      if (stopped) return;
      const token = roomToken();
      if (!token) return setStatus('failed');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${window.location.host}${roomSocketPath(bookingId)}`);
      socketRef.current = socket;
      socket.onopen = () => {
        const since = lastId(messagesRef.current);
        socket.send(JSON.stringify({ type: 'auth', token, ...(since !== undefined ? { since } : {}) }));
      };
      socket.onmessage = (event) => {
        let frame: RoomServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as RoomServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'ready') {
          attempt = 0;
          setRoom(frame.room);
          add(frame.messages);
          if (frame.room.open) setStatus('live');
        } else if (frame.type === 'message') add([frame.message]);
        else if (frame.type === 'closed') {
          setNotice(frame.reason);
          setRoom((current) => current && { ...current, open: false, closedReason: frame.reason });
        } else if (frame.type === 'error') setNotice(frame.message);
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        if (stopped) return;
        if (event.code === ROOM_CLOSE.roomClosed) return setStatus('closed');
        if (event.code === ROOM_CLOSE.notFound) return setStatus('missing');
        if (event.code === ROOM_CLOSE.signedOut) {
          // The token may simply have expired: one HTTP call refreshes it, then try again.
          setStatus('reconnecting');
          timer = setTimeout(() => void start(), reconnectDelayMs(attempt++));
          return;
        }
        setStatus('reconnecting');
        timer = setTimeout(connect, reconnectDelayMs(attempt++));
      };
    };

    const start = async () => {
      try {
        const answer = await fetchRoom(bookingId);
        if (stopped) return;
        setRoom(answer.room);
        add(answer.messages);
        if (!answer.room.open) {
          setNotice(answer.room.closedReason ?? '');
          return setStatus('closed');
        }
        setStatus((current) => (current === 'loading' ? 'connecting' : current));
        connect();
      } catch (error) {
        if (stopped) return;
        const status = (error as { status?: number }).status;
        setStatus(status === 404 ? 'missing' : 'failed');
      }
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close(1000, 'left');
    };
  }, [bookingId, add]);

  const send = useCallback((text: string) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      setNotice('连接中断了，正在重新连接，请稍后再发');
      return false;
    }
    counter.current += 1;
    socket.send(JSON.stringify({ type: 'send', text, clientId: `m${counter.current}` }));
    setNotice('');
    return true;
  }, []);

  const addOne = useCallback((message: RoomMessage) => add([message]), [add]);
  return { status, room, messages, notice, send, add: addOne };
}
