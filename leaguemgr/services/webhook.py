"""Posting a message and images to a chat's webhook, in the form Discord's webhooks take.

The body is ``multipart/form-data``: a ``payload_json`` part (``{"content": message}``) and
one ``files[i]`` part per image. The webhook's address is a secret (anyone holding it can
post to the group): it is never written into the league, and messages name only its host.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from leaguemgr.language.texts import _

if TYPE_CHECKING:  # HTTP is imported when a webhook is first posted to, not at the start
    import urllib.request

DEFAULT_TIMEOUT = 10.0
"""Seconds a webhook has to answer before the publish is given up."""
MESSAGE_LIMIT = 2000  # Discord refuses a longer message


class WebhookError(Exception):
    """The webhook refused, could not be reached or did not answer; one line, host only."""


@dataclass(frozen=True, slots=True)
class Attachment:
    name: str
    data: bytes
    content_type: str = "image/png"


def webhook_host(url: str) -> str:
    """What may be shown of a webhook's address: its host (the path holds the secret)."""
    return urlsplit(url.strip()).hostname or _("the webhook")


def check_webhook_url(url: str) -> str:
    """The address, stripped; :class:`WebhookError` unless it is an http(s) URL with a host."""
    url = url.strip()
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise WebhookError(_("the webhook address must be an http:// or https:// URL"))
    return url


def multipart_body(message: str, files: list[Attachment]) -> tuple[bytes, str]:
    """(body, content type) of the form: ``payload_json`` then ``files[0]``, ``files[1]``…"""
    import uuid  # with the platform module it loads: only once something is posted

    boundary = f"leaguemgr-{uuid.uuid4().hex}"
    payload = {
        "content": message[:MESSAGE_LIMIT],
        "attachments": [{"id": i, "filename": f.name} for i, f in enumerate(files)],
    }
    parts = [
        _part(boundary, 'name="payload_json"', "application/json", json.dumps(payload).encode())
    ]
    for index, attachment in enumerate(files):
        disposition = f'name="files[{index}]"; filename="{attachment.name}"'
        parts.append(_part(boundary, disposition, attachment.content_type, attachment.data))
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"


def _part(boundary: str, disposition: str, content_type: str, data: bytes) -> bytes:
    head = (
        f"--{boundary}\r\nContent-Disposition: form-data; {disposition}\r\n"
        f"Content-Type: {content_type}\r\n\r\n"
    )
    return head.encode() + data + b"\r\n"


def post_to_webhook(
    url: str, message: str, files: list[Attachment], *, timeout: float = DEFAULT_TIMEOUT
) -> int:
    """Post ``message`` and ``files``; return the HTTP status (2xx). Raises
    :class:`WebhookError` for a refusal (any other status), a webhook that cannot be reached,
    or one that has not answered within ``timeout`` seconds in all."""
    import urllib.request

    url = check_webhook_url(url)
    host = webhook_host(url)
    body, content_type = multipart_body(message, files)
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Content-Type": content_type, "User-Agent": "leaguemgr"},
    )
    silent = WebhookError(
        _("the webhook at {host} did not answer within {seconds} s").format(
            host=host, seconds=f"{timeout:g}"
        )
    )
    outcome: list[int | WebhookError] = []
    # The socket's timeout bounds each wait, not their sum, and not the name lookup (a
    # venue's broken resolver can take half a minute): the post runs on a daemon thread
    # and is given up when the whole time is over.
    attempt = threading.Thread(
        target=lambda: outcome.append(_post(request, host, timeout, silent)),
        name="leaguemgr-webhook",
        daemon=True,
    )
    attempt.start()
    attempt.join(timeout)
    if not outcome:
        raise silent
    if isinstance(outcome[0], WebhookError):
        raise outcome[0]
    return outcome[0]


def _post(
    request: urllib.request.Request, host: str, timeout: float, silent: WebhookError
) -> int | WebhookError:
    """The post itself: its 2xx status, or the error that says why not."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status = response.status
    except urllib.error.HTTPError as exc:
        return WebhookError(_refused(host, exc.code))
    except TimeoutError:
        return silent
    except urllib.error.URLError as exc:
        if isinstance(exc.reason, TimeoutError):
            return silent
        reason = getattr(exc.reason, "strerror", None) or exc.reason
        return WebhookError(_unreachable(host, reason))
    except OSError as exc:
        return WebhookError(_unreachable(host, exc.strerror or exc))
    if not 200 <= status < 300:
        return WebhookError(_refused(host, status))
    return status


def _refused(host: str, status: int) -> str:
    return _("the webhook at {host} refused the post (HTTP {status})").format(
        host=host, status=status
    )


def _unreachable(host: str, reason: object) -> str:
    return _("cannot reach the webhook at {host}: {reason}").format(host=host, reason=reason)
