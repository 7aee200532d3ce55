/* Stand-in bcryptprimitives.dll for the Wine smoke test only (installer/wine-smoke.sh).
 *
 * Wine 8.0 has no bcryptprimitives.dll, whose ProcessPrng the Rust standard library (in
 * cryptography's _rust.pyd) draws random bytes from on Windows 10 and later. This one answers
 * from RtlGenRandom (advapi32's SystemFunction036), the generator Wine does have. It is built
 * into the Wine prefix's system32 only: the smoke test fails if it is found in the bundle or
 * in the installed program's folder.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
    while (size > 0) {
        ULONG chunk = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
