// Stand-in for the parts of Apple's Darwin module (pthread.h, time.h) that ReactiveBridge
// uses, with Apple's types and nullability (pthread_t is a pointer and the key destructor
// takes a non-null pointer on Darwin, unlike glibc).
#ifndef APPLECHECK_DARWIN_H
#define APPLECHECK_DARWIN_H

#include <stddef.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

// sys/_types.h and sys/_pthread/_pthread_types.h
typedef long __darwin_time_t;
struct _opaque_pthread_t { long __sig; char __opaque[8176]; };
struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
struct _opaque_pthread_cond_t { long __sig; char __opaque[40]; };
struct _opaque_pthread_condattr_t { long __sig; char __opaque[8]; };
typedef struct _opaque_pthread_t *pthread_t;
typedef unsigned long pthread_key_t;
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t pthread_cond_t;
typedef struct _opaque_pthread_condattr_t pthread_condattr_t;

// sys/_types/_timespec.h
struct timespec {
    __darwin_time_t tv_sec;
    long tv_nsec;
};

// pthread.h
pthread_t pthread_self(void);
int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));
void * _Nullable pthread_getspecific(pthread_key_t);
int pthread_setspecific(pthread_key_t, const void * _Nullable);
int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t * _Nullable);
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t * _Nullable);
int pthread_cond_destroy(pthread_cond_t *);
int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
int pthread_cond_broadcast(pthread_cond_t *);

#pragma clang assume_nonnull end

#endif
